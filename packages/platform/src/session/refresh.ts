// Single-flight session refresh: however many calls (or a page start and another tab's notice) need
// a new access token at once, one POST /api/auth/refresh runs and they all wait for it. The refresh
// token is the httpOnly cookie `fff_refresh` (path /api/auth) the browser sends; the answer is
// parsed with the contract's authResponseSchema.
import { authResponseSchema } from '@fff/contracts';
import { setCachedUser } from '../storage';
import { sendRefresh, sessionRefused, takeEarlyRefresh } from './early-refresh';
import { setToken } from './token';

/** The refresh gave a token; the server has no session for this browser; or it could not be asked. */
export type RenewOutcome = 'renewed' | 'refused' | 'unreachable';

let inFlight: Promise<RenewOutcome> | null = null;

async function postRefresh(): Promise<RenewOutcome> {
  let response: Response;
  try {
    response = await (takeEarlyRefresh() ?? sendRefresh());
  } catch {
    return 'unreachable';
  }
  if (sessionRefused(response.status)) return 'refused';
  if (!response.ok) return 'unreachable';
  try {
    const { token, user } = authResponseSchema.parse(await response.json());
    setToken(token);
    setCachedUser(user);
    return 'renewed';
  } catch {
    // A 2xx body that is not an auth answer (a proxy page): nothing to go on.
    return 'unreachable';
  }
}

/** One shared POST /api/auth/refresh; the token is in memory (getToken) when it answers 'renewed'. */
export function renewSession(): Promise<RenewOutcome> {
  inFlight ??= postRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
