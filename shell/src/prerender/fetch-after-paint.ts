// The client's libraries for the pre-rendered /auth, fetched once the page has painted. The page is
// whole without them and starts its client only at the visitor's first press (client-start.ts), so
// they only have to arrive before that. Requested during the load (as <link rel="preload"> or even
// rel="prefetch", which Chrome also starts before the first paint of so small a page), Lighthouse's
// simulated slow 4G counted their ~145 KB into the paint: LCP ~1.0 s or ~2.0 s from run to run.
// auth-page-html.ts writes the list into the page; the entry (index.ts) calls fetchAfterPaint.

/** The <meta name> that lists, space-separated, the scripts to fetch after the first paint. */
export const AFTER_PAINT_META = 'fff-after-paint';

/** Preloads the scripts the page's after-paint list names, once the next frame has been painted. */
export function fetchAfterPaint(page: Window = window): void {
  const list = page.document.querySelector<HTMLMetaElement>(`meta[name="${AFTER_PAINT_META}"]`);
  const hrefs = list?.content.split(' ').filter(Boolean) ?? [];
  if (hrefs.length === 0) return;
  // A timer set inside an animation frame runs after that frame was painted.
  page.requestAnimationFrame(() => {
    page.setTimeout(() => {
      for (const href of hrefs) {
        const link = page.document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'script');
        link.href = href;
        page.document.head.appendChild(link);
      }
    }, 0);
  });
}
