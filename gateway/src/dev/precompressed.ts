// Pre-compressed static files for the dev gateway, as nginx's gzip_static (and brotli_static where
// nginx has the module): a text asset asked with Accept-Encoding br or gzip is answered from the
// `.br` / `.gz` file the build wrote beside it, with the original file's type.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Extensions the builds compress (packages/mf-build's PrecompressPlugin). */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** Preference order: brotli is smaller. */
const ENCODINGS = [
  { token: 'br', ext: '.br' },
  { token: 'gzip', ext: '.gz' },
] as const;

/** The encodings `header` accepts (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Middleware in front of express.static(distDir): sends `<file>.br` or `<file>.gz` when present and accepted. */
export function precompressed(distDir: string, cacheControl: (urlPath: string) => string): RequestHandler {
  const root = path.resolve(distDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path).toLowerCase()];
    if (!type) return next();
    const file = path.join(root, decodeURIComponent(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const pick = ENCODINGS.find((e) => accepted.has(e.token) && fs.existsSync(file + e.ext));
    if (!pick) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', pick.token);
    res.setHeader('Cache-Control', cacheControl(new URL(req.originalUrl, 'http://gateway').pathname));
    res.sendFile(file + pick.ext, { cacheControl: false, lastModified: true }, (err) => {
      if (err && !res.headersSent) next();
    });
  };
}
