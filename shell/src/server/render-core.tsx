// The render core: everything a server render runs (React and the shared libraries, the shell's App
// and layout), bundled as dist-server/render-core.js. live-remote-release.ts evaluates it afresh for
// each release of a remote, as a fresh browser page would load it: styled-components numbers
// components in creation order and the store's API keeps the endpoints a remote injected, so a second
// release's screen drawn by the same core would get other class names and the first release's
// endpoints.
import type { PageSessionResponse } from '@fff/contracts';
import { documentTitle } from '../app/layout/PageTitle';
import { routeSpecOf } from '../app/layout/route-spec';
import { composeLearnerPage } from './learner-page-html';
import { renderLearnerPage } from './render-learner-page';

export { SHARED_MODULES } from './shared-modules';
export { installServerModules, loadServerLayout } from './server-remotes';

/** The learner's page at `path` (a drawn page's, drawn-pages.ts): the build's `indexHtml` with their page drawn in it. */
export async function drawLearnerPage(
  indexHtml: string,
  session: PageSessionResponse,
  apiBaseUrl: string,
  path: string,
): Promise<string> {
  const spec = routeSpecOf(path);
  if (!spec) throw new Error(`no screen owns ${path}`);
  const page = await renderLearnerPage({
    path,
    user: session.user,
    token: session.token,
    timeZone: session.timeZone,
    apiBaseUrl,
  });
  return composeLearnerPage(indexHtml, {
    ...page,
    path,
    title: documentTitle(spec.title),
    userId: session.user.id,
  });
}
