// Lists the routes an Express 5 app really has, so a test can compare them with the description.
// Typed structurally: contracts does not depend on express.

interface LayerLike {
  rawPath?: unknown;
  method?: string;
  route?: { path: unknown; methods: Record<string, boolean | undefined>; stack?: LayerLike[] };
  handle?: { stack?: LayerLike[] };
}

const joinPath = (prefix: string, path: string) => {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/** `/api/lessons/{id}` → `/api/lessons/:id`: how Express spells an OpenAPI path. */
export const toExpressPath = (openApiPath: string): string => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** `/api/lessons/:id` → `/api/lessons/{id}`. */
export const toOpenApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

function walk(stack: LayerLike[], prefix: string, out: Map<string, unknown[]>): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`Route path ${String(path)} cannot be described`);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          const key = `${method} ${toOpenApiPath(joinPath(prefix, path))}`;
          const handlers = (layer.route.stack ?? [])
            .filter((l) => l.method === undefined || l.method === method)
            .map((l) => l.handle);
          out.set(key, [...(out.get(key) ?? []), ...handlers]);
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, joinPath(prefix, mount), out);
    }
  }
}

/**
 * Every `method path` (lowercase method, OpenAPI-style path) an Express 5 app routes, sorted.
 * Plain middleware (auth guards, parsers, 404) is not a route and is skipped.
 */
export function listAppRoutes(app: { router: unknown }): string[] {
  return [...appRouteHandlers(app).keys()].sort();
}

/** Every route of an Express 5 app (`method path` as in listAppRoutes) with the handlers of its own stack. */
export function appRouteHandlers(app: { router: unknown }): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  walk((app.router as { stack: LayerLike[] }).stack, '', out);
  return out;
}
