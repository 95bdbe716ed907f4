import type { RequestHandler } from 'express';
import { badRequest } from './errors';

// Mirrors gateway/src/path-policy.ts (the gateway refuses these first). Services refuse them too,
// so a path whose meaning depends on decoding or dot resolution never reaches a router, even when
// something other than the gateway forwards it (defence in depth for /internal).
const HOSTILE_PATH = /^[^?]*(%2e|%2f|%5c|%00|\x5c|\/\/|\/\.\.?(\/|\?|$))/i;

/** True when the path's percent-escapes decode to text (`%FF`, `%C0%AE` are not UTF-8). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * 400 for raw request targets with encoded dots/slashes/backslashes/NULs, `//` or dot segments, and
 * for paths whose escapes are not UTF-8 (the router would throw decoding a parameter: a 500).
 */
export const rejectHostilePaths: RequestHandler = (req, _res, next) => {
  if (HOSTILE_PATH.test(req.originalUrl) || !decodes(req.path))
    throw badRequest('That address is not valid.');
  next();
};
