// Static shell and remotes for the dev gateway: dist folders with the gateway's caching
// policy and the shell's SPA fallback, or (dev mode) the webpack dev servers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler as ProxyHandler } from 'http-proxy-middleware';
import { CSP_NONCE_PLACEHOLDER, REQUEST_ID_HEADER } from '../headers';
import {
  cacheControlFor,
  PAGE_RENDERER,
  PAGE_RENDERER_TIMEOUT_S,
  pageFileFor,
  RENDERED_PAGE_CACHE_CONTROL,
  pageFilesOf,
  StaticMount,
} from '../route-table';
import { sendGatewayError } from './errors';
import { precompressed } from './precompressed';
import { proxyTo } from './proxy';

const hasExtension = (urlPath: string) => /\.[A-Za-z0-9]+$/.test(urlPath);

/**
 * The renderer's answer to a page request (PAGE_RENDERER), or undefined when it fails or does not
 * answer in time: the caller then sends the plain page, as nginx's `@shell_plain_page`.
 */
async function renderedPage(rendererUrl: string, req: Request): Promise<string | undefined> {
  try {
    const answer = await fetch(new URL(req.originalUrl, rendererUrl), {
      headers: {
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        [REQUEST_ID_HEADER]: String(req.headers[REQUEST_ID_HEADER.toLowerCase()] ?? ''),
      },
      signal: AbortSignal.timeout(PAGE_RENDERER_TIMEOUT_S * 1000),
    });
    return answer.ok ? await answer.text() : undefined;
  } catch {
    return undefined;
  }
}

/** The files of `dir` (precompressed ones first), each with the table's Cache-Control for its URL. */
export function filesOf(dir: string): RequestHandler[] {
  return [
    precompressed(dir, cacheControlFor),
    express.static(dir, {
      index: false,
      cacheControl: false,
      redirect: false,
      setHeaders: (res) => {
        const url = (res.req as { originalUrl?: string }).originalUrl ?? '/';
        res.setHeader('Cache-Control', cacheControlFor(new URL(url, 'http://gateway').pathname));
      },
    }),
  ];
}

/**
 * Serves `<dist>` under the mount's prefix; 404 JSON for missing files. With `rendererUrl`, the
 * shell's page paths are asked of the renderer first.
 */
export function staticFiles(mount: StaticMount, distDir: string, rendererUrl?: string): Router {
  const router = Router();
  // A page of the mount (index.html, or a pre-rendered one), with this response's style nonce filled in.
  const sendPage = (res: Response, file: string) => {
    res.setHeader('Cache-Control', cacheControlFor(`/${file}`));
    const fill = (page: string) =>
      res.type('html').send(page.replaceAll(CSP_NONCE_PLACEHOLDER, String(res.locals.cspNonce)));
    readFile(path.join(distDir, file), 'utf8').then(fill, () =>
      // A pre-rendered page that was not built: the path gets index.html, as under nginx.
      file === 'index.html'
        ? sendGatewayError(res, 404)
        : readFile(path.join(distDir, 'index.html'), 'utf8').then(fill, () => sendGatewayError(res, 404)),
    );
  };
  if (mount.app === 'shell' && rendererUrl) {
    for (const pagePath of PAGE_RENDERER.paths) {
      router.get(pagePath, (req, res) => {
        void renderedPage(rendererUrl, req).then((page) => {
          if (page === undefined) return sendPage(res, 'index.html');
          res.setHeader('Cache-Control', RENDERED_PAGE_CACHE_CONTROL);
          res.type('html').send(page.replaceAll(CSP_NONCE_PLACEHOLDER, String(res.locals.cspNonce)));
        });
      });
    }
  }
  // The pages always go through the nonce substitution, also when asked for by their file names.
  if (mount.spa) {
    for (const file of pageFilesOf(mount)) router.get(`/${file}`, (_req, res) => sendPage(res, file));
    for (const page of mount.pages ?? []) {
      router.get(page.path, (_req, res) => sendPage(res, page.file));
      router.post(page.path, (_req, res) => res.redirect(303, page.path));
    }
  }
  router.use(filesOf(distDir));
  router.use((req, res) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !hasExtension(req.path);
    if (!mount.spa || !wantsPage) {
      sendGatewayError(res, 404);
      return;
    }
    sendPage(res, pageFileFor(mount, req.path));
  });
  return router;
}

/** Proxies a mount to its webpack dev server (path kept: dev servers use the same publicPath). */
export function devServerProxy(mount: StaticMount, host = '127.0.0.1'): ProxyHandler<IncomingMessage> {
  return proxyTo({ target: `http://${host}:${mount.devPort}`, ws: true });
}
