import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from './errors';
import { ensureRateLimitIndexes, MongoRateLimitStore } from './rate-limit-store';

/** How many requests a key may make per window. */
export interface LimitWindow {
  limit: number;
  windowMs: number;
}

/** The one 429 code of every service's limits (the message says what to do). */
export const TOO_MANY_REQUESTS = 'too_many_requests';

/** What a limit answers when the caller names no text of its own. */
export const TOO_MANY_DEFAULT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

// The TTL index that removes finished windows, made on the first counted request (services need
// not remember to create it); a failure is tried again on a later request.
let indexes: Promise<void> | undefined;
const ensureIndexesOnce = () => {
  indexes ??= ensureRateLimitIndexes().catch(() => {
    indexes = undefined;
  });
};

/**
 * One express-rate-limit limiter counted in MongoDB (MongoRateLimitStore, shared by every replica),
 * answering 429 `too_many_requests` with `message` and Retry-After. `prefix` keeps each limiter's
 * counters apart. A counter that cannot be read (database trouble) lets the request through: it
 * meets the database error where it needs the data, and nobody is locked out by the limiter.
 */
export function mongoLimiter(opts: {
  prefix: string;
  limit: number;
  windowMs: number;
  key: (req: Request, res: Response) => string;
  message?: string;
  skip?: (req: Request, res: Response) => boolean;
  /** Which answers count: all (default), only refused ones (failed sign-ins), or only accepted ones. */
  counted?: 'all' | 'failures' | 'successes';
  /** The clock windows are counted by (tests move it). */
  now?: () => Date;
}): RequestHandler {
  const now = opts.now ?? (() => new Date());
  return rateLimit({
    store: new MongoRateLimitStore(opts.prefix, now),
    passOnStoreError: true,
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req, res) => {
      ensureIndexesOnce();
      return opts.key(req, res);
    },
    // Keys are ours (learner ids, ipKeyGenerator's subnets): the library's IPv6 check is not needed.
    validate: { keyGeneratorIpFallback: false },
    skip: opts.skip,
    skipSuccessfulRequests: opts.counted === 'failures',
    skipFailedRequests: opts.counted === 'successes',
    // The library has set Retry-After and RateLimit (draft-8) by now; the body is the usual envelope.
    handler: (_req, _res, next) =>
      next(new AppError(TOO_MANY_REQUESTS, 429, opts.message ?? TOO_MANY_DEFAULT_MESSAGE)),
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isRead = (req: Request) => READS.has(req.method);

/** The caller's address as a limit key (an IPv6 caller counts by its /56, as the library advises). */
export const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** A service's write limits: its own numbers, replaced by the WRITE_LIMIT_* settings when set. */
export interface WriteLimitSettings {
  WRITE_LIMIT_PER_LEARNER?: number;
  WRITE_LIMIT_PER_IP?: number;
  WRITE_LIMIT_WINDOW_MS?: number;
}

/**
 * Limits on a signed-in learner's writes (POST, PUT, PATCH, DELETE; reads pass): per learner (after
 * requireAuth, keyed by the token's user id) and per address (a generous one, so a class behind one
 * school address is never stopped but one machine running many accounts is).
 */
export function learnerWriteLimits(
  settings: WriteLimitSettings,
  defaults: { prefix: string; perLearner: number; perIp: number; windowMs: number; message?: string },
): RequestHandler[] {
  const windowMs = settings.WRITE_LIMIT_WINDOW_MS ?? defaults.windowMs;
  const opts = {
    prefix: defaults.prefix,
    message: defaults.message,
    perLearner: { limit: settings.WRITE_LIMIT_PER_LEARNER ?? defaults.perLearner, windowMs },
    perIp: { limit: settings.WRITE_LIMIT_PER_IP ?? defaults.perIp, windowMs },
  };
  const learnerOf = (res: Response) => {
    const userId = (res.locals.auth as { userId?: string } | undefined)?.userId;
    if (!userId) throw new Error('learnerWriteLimits used on a route without requireAuth');
    return userId;
  };
  return [
    mongoLimiter({
      ...opts.perIp,
      prefix: `${opts.prefix}:ip`,
      key: ipKey,
      message: opts.message,
      skip: isRead,
    }),
    mongoLimiter({
      ...opts.perLearner,
      prefix: `${opts.prefix}:learner`,
      key: (_req, res) => learnerOf(res),
      message: opts.message,
      skip: isRead,
    }),
  ];
}
