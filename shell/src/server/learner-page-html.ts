// The learner's page: the build's index.html with the server render in #root (auth-page-html.ts's
// composition, the same CSP nonce placeholder on every style) and the API state the client starts
// from, as JSON in a script the browser does not run (so the CSP has nothing to allow).
import { composePrerenderedPage } from '../prerender/auth-page-html';
import { RENDERED_FOR_ATTRIBUTE, SERVER_STATE_ID } from '../prerender/learner-page-attributes';
import type { RenderedLearnerPage } from './render-learner-page';

/** JSON that is safe inside a script element: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the learner's rendered page in it. */
export function composeLearnerPage(
  indexHtml: string,
  page: RenderedLearnerPage & { path: string; title: string; userId: string },
): string {
  const html = composePrerenderedPage(indexHtml, page);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(page.apiState)}</script>`;
  return html
    .replace(
      '<div id="root" ',
      () => `<div id="root" ${RENDERED_FOR_ATTRIBUTE}="${encodeURIComponent(page.userId)}" `,
    )
    .replace('</body>', () => `${state}</body>`);
}
