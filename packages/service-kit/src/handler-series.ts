// Running several Express handlers inside one layer of a router: each layer is a turn of Express's
// walk (its matching and bookkeeping), which the hot routes paid a dozen times per request.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Express's own order for a list of handlers in one layer: each calls next() to go on; next(err), a
 * throw or a rejected promise goes to `done(err)`; next('route') / next('router') or passing on past
 * the last handler calls `passOn`.
 */
export function runHandlers(
  handlers: readonly RequestHandler[],
  req: Request,
  res: Response,
  done: NextFunction,
  passOn: () => void,
): void {
  let index = 0;
  const next = (err?: unknown): void => {
    if (err === 'route' || err === 'router') {
      passOn();
      return;
    }
    if (err) {
      done(err);
      return;
    }
    const handler = handlers[index++];
    if (!handler) {
      passOn();
      return;
    }
    try {
      const returned: unknown = handler(req, res, next);
      if (returned instanceof Promise)
        returned.catch((e: unknown) => next(e ?? new Error('Rejected promise')));
    } catch (e) {
      next(e);
    }
  };
  next();
}

/**
 * Middlewares every request goes through, as one layer of the app's router instead of one each
 * (each layer is a turn of Express's walk).
 */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => runHandlers(handlers, req, res, next, () => next());
}
