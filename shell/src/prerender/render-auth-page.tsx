// The build's pre-render of /auth for a signed-out visitor (run by ./write-auth-page.ts
// after webpack): the markup and the styled-components rules the client's first render makes, so
// the sign-in screen paints with the HTML and the client hydrates it (see ./start-mode.ts).
//
// Module order matters: styled-components numbers its components in the order they are created,
// and the class names come from those numbers. In the browser @fff/ui creates its components first
// (bootstrap.tsx's stages; @fff/platform imports it too), then the shell's modules (start.tsx),
// then the auth screen's lazy chunk; the imports below keep that order (@fff/platform before the
// app) and the render loads the chunk, so every class name here is the one the browser computes
// (e2e/tests/auth-prerender.spec.ts compares them).
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createAppStore } from '@fff/platform';
import { App } from '../app/App';
import { Started } from '../app/Started';
import { documentTitle } from '../app/layout/PageTitle';
import { AUTH_PAGE_TITLE } from '../app/routes';
import { PUBLIC_PATHS } from '../config/paths';
import type { RemoteLoader } from '../lib/remotes/remote-loader-context';

/** What the pre-render gives: the path, its document title, the root's inner HTML, its `<style>` tags. */
export interface PrerenderedPage {
  path: string;
  title: string;
  markup: string;
  styleTags: string;
}

// /auth signed out renders no remote; asking for one here is a bug in the pre-render.
const noRemotes: RemoteLoader = (id) => Promise.reject(new Error(`the /auth pre-render asked for ${id}`));

function AuthRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={PUBLIC_PATHS.auth}>{children}</StaticRouter>;
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders /auth as a signed-out visitor's page shows it once the session check said so. */
export async function renderAuthPage(): Promise<PrerenderedPage> {
  // The state the client hydrates in: the refresh cookie held no session (nothing "ended").
  const store = createAppStore({ session: { status: 'signedOut', endReason: null } });
  const sheet = new ServerStyleSheet();
  try {
    // `prerender` waits for the lazy auth screen (renderToString would emit its fallback).
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <Started>
            <App store={store} loader={noRemotes} router={AuthRouter} />
          </Started>
        </StrictMode>,
      ),
    );
    const markup = await streamText(prelude);
    return {
      path: PUBLIC_PATHS.auth,
      title: documentTitle(AUTH_PAGE_TITLE),
      markup,
      styleTags: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}
