// Puts the pre-rendered /auth into the build's index.html: the page the gateway serves at /auth
// (dist/auth.html; gateway/src/route-table.ts names it). Pure text work, so it is unit-tested.
import { AFTER_PAINT_META } from './fetch-after-paint';

/** The attribute on #root that says its content came from the build, with the path it shows. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const ROOT = '<div id="root"></div>';
const NONCE_META = /<meta property="csp-nonce" nonce="([^"]+)"/;

/**
 * A visitor whose system asks for dark colours gets the dark theme, which the light pre-render does
 * not match: the client renders afresh, and until then the light copy stays hidden rather than
 * flashing (what such a visitor saw before the pre-render: an empty page).
 */
const HIDE_IN_DARK = `@media (prefers-color-scheme: dark){#root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}}`;
/**
 * A press made before the client took over waits for it (held-presses.ts marks its button busy):
 * the button shows at once that it was taken, instead of nothing happening for a second on a phone.
 */
const HELD_PRESS = `#root[${PRERENDERED_ATTRIBUTE}] [aria-busy='true']{opacity:.6;cursor:progress}`;

/** The client's script preloads of index.html: on /auth they wait for the first paint (fetch-after-paint.ts). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;

/** index.html with `markup` in #root, its styles in the head (nonce'd for the CSP) and `title`. */
export function composePrerenderedPage(
  indexHtml: string,
  page: { path: string; title: string; markup: string; styleTags: string },
): string {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('index.html has no <title>');
  // styled-components takes over <style data-styled> tags on the client (its rehydration). Their
  // nonce is the placeholder the csp-nonce meta tag carries, which the gateway fills in per response
  // (gateway/src/headers.ts owns it; taken from the page, not written here a second time).
  const nonce = NONCE_META.exec(indexHtml)?.[1];
  if (!nonce) throw new Error('index.html has no <meta property="csp-nonce" nonce=…>');
  const styles = page.styleTags.replace(/<style /g, `<style nonce="${nonce}" `);
  const pageRules = `<style nonce="${nonce}">${HIDE_IN_DARK}${HELD_PRESS}</style>`;
  const afterPaint = [...indexHtml.matchAll(SCRIPT_PRELOAD)].map((m) => m[1]);
  const afterPaintMeta = `<meta name="${AFTER_PAINT_META}" content="${afterPaint.join(' ')}">`;
  return indexHtml
    .replace(SCRIPT_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${afterPaintMeta}${styles}${pageRules}</head>`)
    .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${page.markup}</div>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
