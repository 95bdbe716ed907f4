import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id (assignRequestId): the gateway's x-request-id or a fresh one. */
    id: string;
  }
}

const storage = new AsyncLocalStorage<{ requestId: string }>();

// Accept the gateway's id only when it looks like an id, so logs cannot be forged or flooded.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Take the gateway's x-request-id (or make one) and expose it as req.id; echo it in the response
 * unless `echo` says not to (the gateway hides a service's copy and sends its own).
 */
export function assignRequestId(echo: (req: Request) => boolean = () => true): RequestHandler {
  return (req, res, next) => {
    const given = req.headers[REQUEST_ID_HEADER];
    const id = typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
    req.id = id;
    if (echo(req)) res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

/**
 * Run the rest of the request inside an async context carrying its id, so the internal client
 * can forward it without every caller passing it along. Mounted after body parsing because
 * stream callbacks do not keep the async context.
 */
export const bindRequestContext: RequestHandler = (req, _res, next) => {
  storage.run({ requestId: String(req.id) }, next);
};

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
