import { normalizeMailbox } from '@fff/domain';
import { mongoLimiter } from '@fff/service-kit';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { IdentityConfig } from '../config';
import { AUTH_TEXT } from './messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const ip = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const email = (req: Request) =>
  String((req.body as { email?: unknown })?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * One of identity's limiters: service-kit's MongoDB-counted limiter (every replica enforces the
 * same totals, a restart forgets nothing), answering the one 429 code with the spec's text.
 * `name` keeps each limiter's counters apart.
 */
function limiter(
  name: string,
  limit: number,
  windowMs: number,
  key: (req: Request) => string,
  counted: 'all' | 'failures' | 'successes' = 'all',
): RequestHandler {
  return mongoLimiter({
    prefix: `identity:${name}`,
    limit,
    windowMs,
    key,
    counted,
    message: AUTH_TEXT.rateLimited,
  });
}

function perAddress(name: string, config: IdentityConfig): RequestHandler[] {
  return [
    limiter(
      `${name}-address-ip`,
      config.RATE_LIMIT_EMAIL_PER_ADDRESS,
      HOUR,
      (req) => `${email(req)}|${ip(req)}`,
    ),
    limiter(`${name}-address`, config.RATE_LIMIT_EMAIL_PER_ADDRESS_ALL, HOUR, email),
  ];
}

/** The limits of the auth and referral routes (counters shared by every replica). */
export interface AuthLimits {
  /** Every login attempt from one IP. */
  loginPerIp: RequestHandler;
  /**
   * Failed logins for one address from one IP: an attacker elsewhere exhausts only their own
   * counter, so the real user can still sign in. Needs the parsed body.
   */
  loginFailures: RequestHandler;
  forgotPerIp: RequestHandler;
  /**
   * Reset mails for one address, counted per asking IP plus a wider ceiling over all IPs: an
   * attacker elsewhere spends only their own counter and cannot block the owner from asking for a
   * link, while the ceiling still protects the mailbox from being flooded from many addresses.
   */
  forgotPerAddress: RequestHandler[];
  resendPerIp: RequestHandler;
  /** Verification mails for one address, keyed like forgotPerAddress. */
  resendPerAddress: RequestHandler[];
  /** Sign-ups (plain and referral) from one IP, sized for a classroom behind one school address. */
  registerPerIp: RequestHandler;
  /**
   * Accounts created for one mailbox (any `+tag` or Gmail-dot alias), over every IP: each sends a
   * verification mail there and could be a farmed account. Only created accounts count (a refused
   * sign-up sends nothing), so nobody can block a stranger's sign-up by failing on purpose.
   * Needs the parsed body.
   */
  registerPerMailbox: RequestHandler;
  /** check-email reveals whether an address is registered (as the spec wants): throttled per IP. */
  checkEmailPerIp: RequestHandler;
}

/** Build the limiters from config. */
export function authLimits(config: IdentityConfig): AuthLimits {
  return {
    loginPerIp: limiter('login-ip', config.RATE_LIMIT_LOGIN_PER_IP, 15 * MINUTE, ip),
    loginFailures: limiter(
      'login-failures',
      config.RATE_LIMIT_LOGIN_FAILURES,
      15 * MINUTE,
      (req) => `${email(req)}|${ip(req)}`,
      'failures',
    ),
    forgotPerIp: limiter('forgot-ip', config.RATE_LIMIT_EMAIL_PER_IP, HOUR, ip),
    forgotPerAddress: perAddress('forgot', config),
    resendPerIp: limiter('resend-ip', config.RATE_LIMIT_EMAIL_PER_IP, HOUR, ip),
    resendPerAddress: perAddress('resend', config),
    registerPerIp: limiter('register-ip', config.RATE_LIMIT_REGISTER_PER_IP, HOUR, ip),
    registerPerMailbox: limiter(
      'register-mailbox',
      config.RATE_LIMIT_REGISTER_PER_MAILBOX,
      HOUR,
      (req) => normalizeMailbox(email(req)),
      'successes',
    ),
    checkEmailPerIp: limiter('check-email-ip', config.RATE_LIMIT_CHECK_EMAIL_PER_IP, 15 * MINUTE, ip),
  };
}
