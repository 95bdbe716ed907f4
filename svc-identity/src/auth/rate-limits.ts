import { AppError } from '@fff/service-kit';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { IdentityConfig } from '../config';
import { AUTH_TEXT } from './messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const ip = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const email = (req: Request) => String((req.body as { email?: unknown })?.email ?? '').trim().toLowerCase();

/**
 * Limits with express-rate-limit's memory store: counts are per process, so several replicas
 * need a shared store (e.g. rate-limit-redis) to enforce the same totals.
 */
function limiter(limit: number, windowMs: number, key: (req: Request) => string, failuresOnly = false): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    skipSuccessfulRequests: failuresOnly,
    handler: (_req, _res, next) => next(new AppError('rate_limited', 429, AUTH_TEXT.rateLimited)),
  });
}

/** The limits of the auth routes (fresh counters per app instance). */
export interface AuthLimits {
  /** Every login attempt from one IP. */
  loginPerIp: RequestHandler;
  /**
   * Failed logins for one address from one IP: an attacker elsewhere exhausts only their own
   * counter, so the real user can still sign in. Needs the parsed body.
   */
  loginFailures: RequestHandler;
  forgotPerIp: RequestHandler;
  forgotPerAddress: RequestHandler;
  resendPerIp: RequestHandler;
  resendPerAddress: RequestHandler;
}

/** Build the limiters from config. */
export function authLimits(config: IdentityConfig): AuthLimits {
  return {
    loginPerIp: limiter(config.RATE_LIMIT_LOGIN_PER_IP, 15 * MINUTE, ip),
    loginFailures: limiter(config.RATE_LIMIT_LOGIN_FAILURES, 15 * MINUTE, (req) => `${email(req)}|${ip(req)}`, true),
    forgotPerIp: limiter(config.RATE_LIMIT_EMAIL_PER_IP, HOUR, ip),
    forgotPerAddress: limiter(config.RATE_LIMIT_EMAIL_PER_ADDRESS, HOUR, email),
    resendPerIp: limiter(config.RATE_LIMIT_EMAIL_PER_IP, HOUR, ip),
    resendPerAddress: limiter(config.RATE_LIMIT_EMAIL_PER_ADDRESS, HOUR, email),
  };
}
