import type { RequestHandler } from 'express';
import { badRequest } from './errors';

// Mirrors gateway/src/path-policy.ts (the gateway refuses these first). Services refuse them too,
// so a path whose meaning depends on decoding or dot resolution never reaches a router, even when
// something other than the gateway forwards it (defence in depth for /internal).
const HOSTILE_PATH = /^[^?]*(%2e|%2f|%5c|%00|\x5c|\/\/|\/\.\.?(\/|\?|$))/i;

/** 400 for raw request targets with encoded dots/slashes/backslashes/NULs, `//` or dot segments. */
export const rejectHostilePaths: RequestHandler = (req, _res, next) => {
  if (HOSTILE_PATH.test(req.originalUrl)) throw badRequest('That address is not valid.');
  next();
};
