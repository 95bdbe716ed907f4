// Renders a signed-in learner's page on the server (./server.ts): the same App the browser runs,
// with a store whose calls carry that learner's token (createAppStore's `server`), the remotes'
// modules from the live release's server entry (./server-remotes.ts), and styled-components'
// rules collected. A query hook starts its call during a server render (@fff/platform's api), so a
// first pass finds the calls the page needs; the render is repeated once they have answered, until
// a pass starts none.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { User } from '@fff/contracts';
import { api, createAppStore, userApi, type AppStore } from '@fff/platform';
import { App } from '../app/App';
import { Started } from '../app/Started';
import type { RemoteLoader } from '../lib/remotes/remote-loader-context';
import { serverRemoteModule } from './server-remotes';

/** Who the page is for and how the render reaches the API on their behalf. */
export interface LearnerPageInput {
  path: string;
  user: User;
  token: string;
  timeZone?: string;
  apiBaseUrl: string;
}

/**
 * The render's result: #root's markup, the style tags, and the state the client starts from (the
 * store's API slice under its reducer path, the shape @fff/platform's SERVER_STATE_ACTION reads).
 */
export interface RenderedLearnerPage {
  markup: string;
  styleTags: string;
  apiState: unknown;
}

/** Passes at most: a page whose calls depend on earlier answers needs one pass per step. */
const MAX_PASSES = 4;

const loader: RemoteLoader = (id) => serverRemoteModule(id);

async function renderPass(store: AppStore, path: string) {
  const sheet = new ServerStyleSheet();
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={path}>{children}</StaticRouter>;
  }
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <Started>
            <App store={store} loader={loader} router={Router} />
          </Started>
        </StrictMode>,
      ),
      // Every boundary inline: React outlines a large one behind a script that moves it into place,
      // which the page's CSP would refuse (and which paints later).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { markup: await new Response(prelude).text(), styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The cache keys of the calls that answered with an error. */
function failedCalls(store: AppStore): string[] {
  const { queries } = store.getState()[api.reducerPath];
  return Object.keys(queries).filter((key) => queries[key]?.status === 'rejected');
}

/** Renders `input.path` for the learner, with every call its first screen makes answered. */
export async function renderLearnerPage(input: LearnerPageInput): Promise<RenderedLearnerPage> {
  const store = createAppStore(
    { session: { status: 'signedIn', endReason: null } },
    { server: { apiBaseUrl: input.apiBaseUrl, token: input.token, timeZone: input.timeZone } },
  );
  store.dispatch(
    userApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: input.user }]),
  );
  try {
    let page = await renderPass(store, input.path);
    for (let pass = 1; ; pass += 1) {
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      if (pass === MAX_PASSES) throw new Error(`calls still running after ${MAX_PASSES} passes`);
      await Promise.all(running);
      // A call that failed (a service down) would be drawn as its error, or, started again by the next
      // pass, as loading: the plain page instead, whose client asks itself.
      const failed = failedCalls(store);
      if (failed.length > 0) throw new Error(`calls failed: ${failed.join(', ')}`);
      page = await renderPass(store, input.path);
    }
    return { ...page, apiState: { [api.reducerPath]: store.getState()[api.reducerPath] } };
  } finally {
    // Ends the calls' subscriptions, polling and cache timers: nothing of the render outlives it.
    store.dispatch(api.util.resetApiState());
  }
}
