// Declared routes whose path has no parameter, answered from a table by method and exact path
// before Express's router walks its layers: the hot reads (GET /api/user, /api/league/current,
// /api/friends…) are all such paths, and the walk (a regular expression per layer until one
// matches, with its bookkeeping) was ~8 % of their CPU. Every route stays on the Express router as
// well, so what the table does not answer (a trailing slash, another letter case, a parameter)
// is served there exactly as before.
import type { HttpMethod } from '@fff/contracts';
import type { RequestHandler } from 'express';
import { runHandlers } from './handler-series';

interface ExactRoute {
  /** The Express path, as Express would put it in req.route.path (metrics label by it). */
  path: string;
  handlers: readonly RequestHandler[];
}

/** The Express pattern `/api/x/:id` as a test of a concrete path (params never contain a slash). */
const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`, 'i');

/**
 * The routes without parameters, in the order they are added. A route is left out when an earlier
 * route of the same method with parameters matches its path too, since Express would answer with
 * that one.
 */
export function exactRouteTable() {
  const exact = new Map<string, ExactRoute>();
  const patterns: Array<{ method: HttpMethod; test: RegExp }> = [];

  function add(method: HttpMethod, path: string, handlers: readonly RequestHandler[]): void {
    if (path.includes(':') || path.includes('*')) {
      patterns.push({ method, test: patternOf(path) });
      return;
    }
    const key = `${method.toUpperCase()} ${path}`;
    const shadowed = patterns.some((p) => p.method === method && p.test.test(path));
    if (!shadowed && !exact.has(key)) exact.set(key, { path, handlers });
  }

  /** Middleware: runs the exact route's handlers, or hands the request on untouched. */
  const dispatch: RequestHandler = (req, res, next) => {
    const url = req.url;
    const q = url.indexOf('?');
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route = exact.get(`${method} ${q < 0 ? url : url.slice(0, q)}`);
    if (!route) {
      next();
      return;
    }
    req.params = {};
    (req as { route?: unknown }).route = { path: route.path };
    // Passed on by every handler (or next('route')): the router's copy of the same route must not
    // run its guards again, so the whole router is left and the app's 404 answers.
    runHandlers(route.handlers, req, res, next, () => next('router'));
  };

  return { add, dispatch };
}
