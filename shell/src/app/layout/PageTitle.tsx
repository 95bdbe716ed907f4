// The document title per route: '<Screen> · From Fork to Flame' (issue 19: every route had the same
// title, so tabs, history and screen readers could not tell pages apart).
import { useEffect } from 'react';

/** The product name every title ends with. */
export const APP_NAME = 'From Fork to Flame';

/** '<title> · From Fork to Flame'. */
export function documentTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

/** Sets the document title while mounted; renders nothing. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
