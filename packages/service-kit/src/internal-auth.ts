import crypto from 'node:crypto';
import { INTERNAL_CALLERS, type InternalCaller } from '@fff/contracts';
import type { RequestHandler, Response } from 'express';
import { forbidden, unauthorized } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
/** Which caller the x-internal-token belongs to (`identity`, `learning`, `social` or `renderer`). */
export const INTERNAL_CALLER_HEADER = 'x-internal-caller';

/** What one caller sends with each internal call: its name and its own token. */
export interface InternalCredential {
  caller: InternalCaller;
  token: string;
}

/** Each caller's own credential (config.ts's INTERNAL_TOKEN_<CALLER> settings). */
export type InternalCredentials = Readonly<Record<InternalCaller, string>>;

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
const FOR_SERVICES = 'This endpoint is for services only.';

/** The guards of a service's /internal routes, built once from every caller's credential. */
export interface InternalGate {
  /** Any known caller with its own credential (the fallback for every /internal path, also unknown ones). */
  anyCaller: RequestHandler;
  /** A known caller with its own credential that the route names; 403 for a caller it does not. */
  only(callers: readonly InternalCaller[]): RequestHandler;
}

/** The caller an internal request was authenticated as (set by the gate). */
export const internalCallerOf = (res: Response): InternalCaller | undefined =>
  res.locals.internalCaller as InternalCaller | undefined;

/**
 * Guards /internal/*: a caller names itself (x-internal-caller) and proves it with its own token
 * (x-internal-token). 401 when either is missing, the caller is unknown or the token is not that
 * caller's; 403 when a known caller calls a route that does not name it. Only digests of the tokens
 * are kept, compared in constant time (an unknown caller is compared against a random digest, so
 * its answer takes as long as a wrong token's).
 *
 * Deployment assumption: services listen only on a private network (the compose network, or
 * 127.0.0.1 under npm start) that clients cannot reach; the gateway is the only way in, refuses
 * /internal and any encoded or dot-segment path, and services refuse such paths too. The
 * credentials are therefore a second barrier, not the only one; production refuses weak, missing
 * or shared ones (production-secrets.ts).
 */
export function internalGate(credentials: InternalCredentials): InternalGate {
  const expected = new Map(INTERNAL_CALLERS.map((c) => [c as string, digest(credentials[c])]));
  const decoy = digest(crypto.randomBytes(32).toString('hex'));

  const authenticate = (req: Parameters<RequestHandler>[0], res: Response): InternalCaller => {
    const caller = req.headers[INTERNAL_CALLER_HEADER];
    const token = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof caller !== 'string' || typeof token !== 'string' || !caller || !token)
      throw unauthorized(FOR_SERVICES);
    const known = expected.get(caller);
    const matches = crypto.timingSafeEqual(digest(token), known ?? decoy);
    if (!known || !matches) throw unauthorized(FOR_SERVICES);
    res.locals.internalCaller = caller;
    return caller as InternalCaller;
  };

  return {
    anyCaller: (req, res, next) => {
      authenticate(req, res);
      next();
    },
    only(callers) {
      const allowed = new Set<string>(callers);
      return (req, res, next) => {
        // anyCaller, in front of every /internal path, has already proved the caller: hashing the
        // token again would only cost a second digest per internal call.
        if (!allowed.has(internalCallerOf(res) ?? authenticate(req, res)))
          throw forbidden('This endpoint does not answer this service.');
        next();
      };
    },
  };
}
