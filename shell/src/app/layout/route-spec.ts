// What the current authenticated route tells the layout (its title, whether it is full screen),
// read from config/routes.ts: the declarative router has no route `handle` to carry it, and
// matching the same paths here picks the same route the router renders (the app's other paths
// are the public screens, which never show the authenticated layout).
import { matchRoutes, useLocation } from 'react-router-dom';
import { AUTHENTICATED_ROUTES, type RouteSpec } from '../../config/routes';

const PATTERNS = AUTHENTICATED_ROUTES.map((spec) => ({ path: spec.path, spec }));

/** The title of an address no route owns (the not-found page). */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** The authenticated route spec of `pathname`, if one owns it. */
export function routeSpecOf(pathname: string): RouteSpec | undefined {
  return matchRoutes(PATTERNS, pathname)?.at(-1)?.route.spec;
}

/** The route spec of the current address; undefined on an unknown path. */
export function useRouteSpec(): RouteSpec | undefined {
  return routeSpecOf(useLocation().pathname);
}

/** The exposed module ('mf_learn/LearnHome') the route at `pathname` renders, if it renders one. */
export function remoteModuleFor(pathname: string): string | undefined {
  const spec = routeSpecOf(pathname);
  return spec && 'module' in spec ? spec.module : undefined;
}

/** The call the route at `pathname` starts beside its remote (config/routes.ts `firstCall`). */
export function firstCallFor(pathname: string): 'levels' | undefined {
  const spec = routeSpecOf(pathname);
  return spec && 'firstCall' in spec ? spec.firstCall : undefined;
}
