// Which remote module an address shows, read from the one route table (config/routes.ts), so a
// signed-in page start can fetch that remote beside its first API calls instead of after them.
import { AUTHENTICATED_ROUTES } from '../../config/routes';

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** The exposed module ('mf_learn/LearnHome') the route at `pathname` renders, if it renders one. */
export function remoteModuleFor(pathname: string): string | undefined {
  const route = AUTHENTICATED_ROUTES.find((r) => matches(r.path, pathname));
  return route && 'module' in route ? route.module : undefined;
}
