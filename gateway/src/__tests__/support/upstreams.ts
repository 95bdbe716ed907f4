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
