// Single-flight session refresh: however many calls see a 401 at once, one POST /api/auth/refresh
// runs and they all wait for it. The refresh token is an httpOnly cookie the browser sends.
import { API_PATHS } from './paths';
import { getToken, setCachedUser, setToken } from '../storage';
import { timeZoneHeaders } from './time-zone';

let inFlight: Promise<string | null> | null = null;

async function postRefresh(): Promise<string | null> {
  try {
    const response = await fetch(API_PATHS.refresh, { method: 'POST', credentials: 'include', headers: timeZoneHeaders() });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown; user?: unknown };
    if (typeof body.token !== 'string' || !body.token) return null;
    setToken(body.token);
    if (body.user) setCachedUser(body.user);
    return body.token;
  } catch {
    // Network failure or a body that is not JSON: the session cannot be renewed.
    return null;
  }
}

/**
 * A fresh access token after a 401 of a call sent with `staleToken`, or null when the session
 * cannot be renewed. If another call already renewed it, that token is returned without a request.
 */
export function refreshAccessToken(staleToken: string): Promise<string | null> {
  const current = getToken();
  if (current && current !== staleToken) return Promise.resolve(current);
  inFlight ??= postRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
