// helmet()'s response headers, worked out once. With its defaults they are the same on every
// response, so each request sets one fixed list instead of running helmet's dozen middlewares
// (about 4 % of a social request's CPU in the bench's profiles). A helmet upgrade that changes a
// header changes this list with it, since the list is read from helmet itself at start.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The headers helmet() sets on a response, and the ones it removes. */
export function helmetHeaders(): { set: Map<string, string>; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => set.set(name, String(value)),
    removeHeader: (name: string) => removed.push(name),
    getHeader: () => undefined,
  };
  let done = false;
  helmet()({ headers: {}, method: 'GET', url: '/' } as never, recorder as never, () => {
    done = true;
  });
  // helmet's defaults answer synchronously; a configuration that did not could not be recorded.
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be fixed at start');
  return { set, removed };
}

/** Sets helmet()'s headers on every response it is mounted for. */
export function securityHeaders(): RequestHandler {
  const { set, removed } = helmetHeaders();
  return (_req, res, next) => {
    res.setHeaders(set);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
