// Lists the routes an Express 5 app really has, so a test can compare them with the description.
// Typed structurally: contracts does not depend on express.

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: LayerLike[] };
}

const joinPath = (prefix: string, path: string) => {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/** `/api/lessons/:id` → `/api/lessons/{id}`. */
export const toOpenApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

function walk(stack: LayerLike[], prefix: string, out: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`Route path ${String(path)} cannot be described`);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.add(`${method} ${toOpenApiPath(joinPath(prefix, path))}`);
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
  const out = new Set<string>();
  walk((app.router as { stack: LayerLike[] }).stack, '', out);
  return [...out].sort();
}
