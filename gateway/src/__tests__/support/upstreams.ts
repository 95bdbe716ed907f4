import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceName, SERVICES } from '../../route-table';

export interface Upstream {
  name: ServiceName;
  url: string;
  port: number;
  server: http.Server;
}

/**
 * A tiny service that echoes what reached it as JSON, and sets headers the gateway must
 * replace (its own CSP, X-Powered-By, X-Request-Id).
 */
function startEcho(name: ServiceName): Promise<Upstream> {
  const server = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => (size += c.length));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.setHeader('X-Powered-By', 'Express');
      res.setHeader('X-Request-Id', 'from-upstream');
      res.end(
        JSON.stringify({
          service: name,
          method: req.method,
          url: req.url,
          headers: req.headers,
          bodyBytes: size,
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({ name, port, url: `http://127.0.0.1:${port}`, server });
    });
  });
}

/** One echo server per service, on free ports. */
export async function startUpstreams(): Promise<Record<ServiceName, Upstream>> {
  const list = await Promise.all(SERVICES.map((s) => startEcho(s.name)));
  return Object.fromEntries(list.map((u) => [u.name, u])) as Record<ServiceName, Upstream>;
}

/** Stop a server and drop its open keep-alive connections. */
export function stopServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A port nothing listens on (bound then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A stand-in for the shell's renderer (PAGE_RENDERER): with the page cookie `fff_page=learner` it
 * answers a page naming the cookie, with the nonce placeholder the gateway fills in; with
 * `fff_page=broken` it answers 500 and with `fff_page=dropped` it hangs up (the gateway then serves
 * the static page); without the cookie it answers 404 (the gateway's fallback again).
 */
export function startFakeRenderer(): Promise<{ url: string; port: number; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const cookie = /(?:^|;\s*)fff_page=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
    if (cookie === 'dropped') return void req.socket.destroy();
    if (cookie === 'broken') {
      res.writeHead(500);
      return void res.end('broken');
    }
    if (cookie !== 'learner') {
      res.writeHead(404);
      return void res.end('no page');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head>` +
        `<body><div id="root">rendered for ${cookie} at ${req.url} request ${String(req.headers['x-request-id'])}</div></body></html>`,
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({ url: `http://127.0.0.1:${port}`, port, server });
    });
  });
}
