import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { CSP_NONCE_PLACEHOLDER, REQUEST_ID_HEADER, REQUEST_ID_PATTERN, SECURITY_HEADERS } from '../headers';

const validId = new RegExp(REQUEST_ID_PATTERN);

/** The request id: the client's if it looks like one, else a new one (like nginx's $request_id). */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && validId.test(sent) ? sent : randomUUID().replace(/-/g, '');
}

/**
 * Stamps every response with the security headers and the request id, and pins the id on
 * the request so the proxy forwards the same value. `csp` overrides the policy (dev mode). Each
 * response gets its own style nonce (res.locals.cspNonce), which the page handler writes into
 * index.html.
 */
export function gatewayHeaders(csp?: string): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    req.headers['x-request-id'] = id;
    const nonce = randomBytes(16).toString('hex');
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      res.setHeader(name, value.replace(CSP_NONCE_PLACEHOLDER, nonce));
    if (csp) res.setHeader('Content-Security-Policy', csp);
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
