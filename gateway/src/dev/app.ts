// The dev gateway as an express app: the same route table, headers, caching and JSON errors
// as the generated nginx.conf, for machines without nginx and for `npm run dev`.
import express, { Express, RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler as ProxyHandler } from 'http-proxy-middleware';
import {
  API_PREFIX,
  AUTH_RATE_LIMIT,
  DEFAULT_BODY_LIMIT,
  INTERNAL_PREFIX,
  resolveApiRoute,
  ServiceName,
  SERVICES,
  STATIC_MOUNTS,
  StaticMount,
} from '../route-table';
import { CONTENT_SECURITY_POLICY } from '../headers';
import { isHostilePath } from '../path-policy';
import { parseSize, sendGatewayError } from './errors';
import { gatewayHeaders } from './headers';
import { proxyTo } from './proxy';
import { tokenBucketLimit } from './rate-limit';
import { releasedFiles } from './releases';
import { devServerProxy, staticFiles } from './static';
import { UPSTREAM_READ_TIMEOUT_S } from '../timeouts';

export type DevStatic =
  | {
      kind: 'files';
      distDir: (app: StaticMount['app']) => string;
      /** Remote releases and the switched-in remote list (scripts/release.mjs); none without it. */
      releasesDir?: string;
    }
  | { kind: 'dev-servers'; host?: string };

export interface DevGatewayOptions {
  /** Base URL of each service, e.g. http://127.0.0.1:4001. */
  upstreams: Record<ServiceName, string>;
  static: DevStatic;
  /** Base URL of the shell's renderer (PAGE_RENDERER); without it, pages are the static files. */
  renderer?: string;
  /** Milliseconds to wait for a service's answer (tests shorten it); UPSTREAM_READ_TIMEOUT_S by default. */
  upstreamTimeoutMs?: number;
}

export interface DevGateway {
  app: Express;
  /** Hand WebSocket upgrades to the right dev server (attach to the http server's 'upgrade'). */
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

// webpack's dev builds evaluate modules with eval() and HMR talks over a WebSocket.
// Dev servers serve their own index.html (no nonce) and style-loader injects <style> tags.
const DEV_CSP = CONTENT_SECURITY_POLICY.replace(/style-src [^;]+/, "style-src 'self' 'unsafe-inline'")
  .replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")
  .replace("connect-src 'self'", "connect-src 'self' ws: wss:");

/** Path with dot segments resolved, as nginx matches locations. */
const normalise = (url: string) => new URL(url, 'http://gateway');

function bodyLimit(limit: string): RequestHandler {
  const max = parseSize(limit);
  return (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > max) sendGatewayError(res, 413);
    else next();
  };
}

function apiRouter(
  upstreams: DevGatewayOptions['upstreams'],
  timeoutMs = UPSTREAM_READ_TIMEOUT_S * 1000,
): RequestHandler {
  const proxies = Object.fromEntries(
    SERVICES.map((s) => [s.name, proxyTo({ target: upstreams[s.name], timeoutMs })]),
  );
  const authLimit = tokenBucketLimit(AUTH_RATE_LIMIT.ratePerSecond, AUTH_RATE_LIMIT.burst);
  const limits = new Map<string, RequestHandler>();
  const limitFor = (size: string) => limits.get(size) ?? limits.set(size, bodyLimit(size)).get(size)!;
  return (req, res, next) => {
    const route = resolveApiRoute(req.path);
    if (!route) {
      sendGatewayError(res, 404);
      return;
    }
    const proxy = () => proxies[route.service](req, res, next);
    limitFor(route.bodyLimit ?? DEFAULT_BODY_LIMIT)(req, res, () => {
      if (route.authRateLimit) authLimit(req, res, proxy);
      else proxy();
    });
  };
}

/** Build the dev gateway (no listen). */
export function createDevGateway(options: DevGatewayOptions): DevGateway {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  const devServers = options.static.kind === 'dev-servers';
  app.use(gatewayHeaders(devServers ? DEV_CSP : undefined));
  // Same refusal as nginx, on the raw target before anything decodes or resolves it.
  app.use((req, res, next) => {
    if (isHostilePath(req.url)) sendGatewayError(res, 400);
    else next();
  });
  app.use((req, _res, next) => {
    const url = normalise(req.url);
    req.url = url.pathname + url.search;
    next();
  });
  app.use((req, res, next) => {
    if (req.path.startsWith(INTERNAL_PREFIX)) sendGatewayError(res, 404);
    else next();
  });
  const api = apiRouter(options.upstreams, options.upstreamTimeoutMs);
  app.use((req, res, next) => {
    if (req.path === API_PREFIX || req.path.startsWith(`${API_PREFIX}/`)) api(req, res, next);
    else next();
  });
  if (options.static.kind === 'files' && options.static.releasesDir)
    app.use(releasedFiles(options.static.releasesDir));
  const wsProxies: { prefix: string; proxy: ProxyHandler<IncomingMessage> }[] = [];
  for (const mount of STATIC_MOUNTS) {
    if (options.static.kind === 'dev-servers') {
      const proxy = devServerProxy(mount, options.static.host);
      wsProxies.push({ prefix: mount.prefix, proxy });
      app.use((req, res, next) => (req.path.startsWith(mount.prefix) ? proxy(req, res, next) : next()));
    } else {
      app.use(mount.prefix, staticFiles(mount, options.static.distDir(mount.app), options.renderer));
    }
  }
  app.use((_req, res) => sendGatewayError(res, 404));
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = normalise(req.url ?? '/').pathname;
    const match = wsProxies.find((p) => path.startsWith(p.prefix));
    if (match?.proxy.upgrade) match.proxy.upgrade(req, socket as never, head);
    else socket.destroy();
  };
  return { app, upgrade };
}
