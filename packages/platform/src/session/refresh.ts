// Single-flight session refresh: however many calls (or a page start and another tab's notice) need
// a new access token at once, one POST /api/auth/refresh runs and they all wait for it. The refresh
// token is the httpOnly cookie `fff_refresh` (path /api/auth) the browser sends; the answer is
// parsed with the contract's authResponseSchema.
import { authResponseSchema, type User } from '@fff/contracts';
import { setCachedUser } from '../storage';
import { sendRefresh, sessionRefused, takeEarlyRefresh } from './early-refresh';
import { setToken } from './token';

/** The refresh gave a token; the server has no session for this browser; or it could not be asked. */
export type RenewOutcome = 'renewed' | 'refused' | 'unreachable';

/** A refresh's outcome; when renewed, the user it answered with (the same payload as GET /api/user). */
export type Renewal = { outcome: 'renewed'; user: User } | { outcome: 'refused' | 'unreachable' };

let inFlight: Promise<Renewal> | null = null;

async function postRefresh(): Promise<Renewal> {
  let response: Response;
  try {
    response = await (takeEarlyRefresh() ?? sendRefresh());
  } catch {
    return { outcome: 'unreachable' };
  }
  if (sessionRefused(response.status)) return { outcome: 'refused' };
  if (!response.ok) return { outcome: 'unreachable' };
  try {
    const { token, user } = authResponseSchema.parse(await response.json());
    setToken(token);
    setCachedUser(user);
    return { outcome: 'renewed', user };
  } catch {
    // A 2xx body that is not an auth answer (a proxy page): nothing to go on.
    return { outcome: 'unreachable' };
  }
}

/** One shared POST /api/auth/refresh, with the user it answered with when it renewed the session. */
export function renewSessionWithUser(): Promise<Renewal> {
  inFlight ??= postRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** One shared POST /api/auth/refresh; the token is in memory (getToken) when it answers 'renewed'. */
export async function renewSession(): Promise<RenewOutcome> {
  return (await renewSessionWithUser()).outcome;
}
