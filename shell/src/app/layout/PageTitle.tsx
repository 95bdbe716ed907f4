// The document title per route: '<Screen> · From Fork to Flame', so tabs, history and screen readers
// can tell pages apart (with one title for every route they could not).
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

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

/** The title the deepest matched route names in its handle ('Page Not Found' when it names none). */
export function RouteHandleTitle() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return <PageTitle title={handle?.title ?? 'Page Not Found'} />;
}
