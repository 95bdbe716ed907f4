// Static shell and remotes for the dev gateway: dist folders with the gateway's caching
// policy and the shell's SPA fallback, or (dev mode) the webpack dev servers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler as ProxyHandler } from 'http-proxy-middleware';
import { CSP_NONCE_PLACEHOLDER } from '../headers';
import { cacheControlFor, StaticMount } from '../route-table';
import { sendGatewayError } from './errors';
import { precompressed } from './precompressed';
import { proxyTo } from './proxy';

const hasExtension = (urlPath: string) => /\.[A-Za-z0-9]+$/.test(urlPath);

/** Serves `<dist>` under the mount's prefix; 404 JSON for missing files. */
export function staticFiles(mount: StaticMount, distDir: string): Router {
  const router = Router();
  const sendPage = (res: Response) => {
    res.setHeader('Cache-Control', cacheControlFor('/index.html'));
    readFile(path.join(distDir, 'index.html'), 'utf8').then(
      (page) => res.type('html').send(page.replace(CSP_NONCE_PLACEHOLDER, String(res.locals.cspNonce))),
      () => sendGatewayError(res, 404),
    );
  };
  // The page always goes through the nonce substitution, also when asked for by its file name.
  if (mount.spa) router.get('/index.html', (_req, res) => sendPage(res));
  router.use(precompressed(distDir, cacheControlFor));
  router.use(
    express.static(distDir, {
      index: false,
      cacheControl: false,
      redirect: false,
      setHeaders: (res) => {
        const url = (res.req as { originalUrl?: string }).originalUrl ?? '/';
        res.setHeader('Cache-Control', cacheControlFor(new URL(url, 'http://gateway').pathname));
      },
    }),
  );
  router.use((req, res) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !hasExtension(req.path);
    if (!mount.spa || !wantsPage) {
      sendGatewayError(res, 404);
      return;
    }
    sendPage(res);
  });
  return router;
}

/** Proxies a mount to its webpack dev server (path kept: dev servers use the same publicPath). */
export function devServerProxy(mount: StaticMount, host = '127.0.0.1'): ProxyHandler<IncomingMessage> {
  return proxyTo({ target: `http://${host}:${mount.devPort}`, ws: true });
}
