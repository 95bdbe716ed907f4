// The document title per route: '<Screen> · From Fork to Flame', so tabs, history and screen readers
// can tell pages apart (with one title for every route they could not).
import { useEffect } from 'react';
import { NOT_FOUND_TITLE, useRouteSpec } from './route-spec';

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

/** The title the current route names in config/routes.ts ('Page Not Found' when no route owns the path). */
export function RouteTitle() {
  return <PageTitle title={useRouteSpec()?.title ?? NOT_FOUND_TITLE} />;
}
