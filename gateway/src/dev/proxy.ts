// Reverse proxies for the dev gateway (http-proxy-middleware), with nginx's behaviour:
// forwarded headers, the request id, the gateway's own security headers and JSON 502/504.
import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, RequestHandler } from 'http-proxy-middleware';
import { UPSTREAM_HEADERS_TO_HIDE } from '../headers';
import { sendGatewayError } from './errors';

export interface ProxyOptions {
  target: string;
  /** Also proxy WebSocket upgrades (webpack dev server HMR). */
  ws?: boolean;
  /** Milliseconds to wait for an answer before 504 (a dev server's first compile may take a minute). */
  timeoutMs?: number;
}

const hidden = UPSTREAM_HEADERS_TO_HIDE.map((h) => h.toLowerCase());
/**
 * Keep-alive connections to the upstreams (as nginx's `keepalive`): without it every proxied
 * request opens a new TCP connection. The agent drops an idle socket by the service's own
 * `Keep-Alive: timeout=5` hint, before the service closes it.
 */
const upstreamAgent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNABORTED']);
// http-proxy ends a request that ran past proxyTimeout by aborting it, so its error says ECONNRESET
// like a crashed service's; the requests whose proxied call timed out are remembered to answer 504.
const timedOut = new WeakSet<IncomingMessage>();

/** A proxy to `target` that keeps the request path as is. */
export function proxyTo(options: ProxyOptions): RequestHandler<IncomingMessage> {
  return createProxyMiddleware<IncomingMessage>({
    target: options.target,
    changeOrigin: false,
    xfwd: true,
    ws: options.ws ?? false,
    agent: upstreamAgent,
    proxyTimeout: options.timeoutMs ?? 60_000,
    logger: undefined,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => timedOut.add(req));
        const id = req.headers['x-request-id'];
        if (typeof id === 'string') proxyReq.setHeader('X-Request-Id', id);
      },
      proxyRes: (proxyRes) => {
        for (const name of hidden) delete proxyRes.headers[name];
      },
      error: (err, req, res) => {
        if ('writeHead' in res) {
          const code = (err as NodeJS.ErrnoException).code ?? '';
          sendGatewayError(res, TIMEOUT_CODES.has(code) || timedOut.has(req) ? 504 : 502);
        } else {
          (res as Socket).destroy();
        }
      },
    },
  });
}
