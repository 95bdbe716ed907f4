// The page's session check, started by the shell's entry (shell/src/index.ts) as soon as the page
// runs, instead of after the shared libraries have arrived and run (~1 s later with Lighthouse's
// slow 4G and 4× slower CPU). Every page start asks the refresh cookie for a token (restoreSession),
// so this is the same request, earlier. The entry and this package's singleton are different copies
// of this module (the entry cannot wait for shared modules), so the request is handed over on a
// global. It is taken once: the first renewSession adopts it instead of sending its own, which
// keeps the refresh single-flight (two refreshes with one cookie would race the token's rotation).
import { API_PATHS } from './paths';
import { timeZoneHeaders } from './time-zone';

const EARLY_REFRESH = Symbol.for('fff.platform.early-refresh');

type Holder = { [EARLY_REFRESH]?: Promise<Response> };

/** POST /api/auth/refresh: the browser sends the httpOnly refresh cookie; the zone for streak days. */
export function sendRefresh(): Promise<Response> {
  return fetch(API_PATHS.refresh, {
    method: 'POST',
    credentials: 'include',
    headers: timeZoneHeaders(),
  });
}

/** Sends the refresh now, for the first renewSession of this page to adopt; returns the request. */
export function startEarlyRefresh(): Promise<Response> {
  const request = sendRefresh();
  // A network failure is read by the adopter; until then it must not be reported as unhandled.
  request.catch(() => undefined);
  (globalThis as Holder)[EARLY_REFRESH] = request;
  return request;
}

/**
 * Whether a refresh answer says this browser has no session. Only a 4xx does: after a 5xx, a 429 or
 * a 408 the session may well be alive.
 */
export function sessionRefused(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429 && status !== 408;
}

/** The entry's refresh request, once; undefined when none was started or it was already taken. */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const holder = globalThis as Holder;
  const request = holder[EARLY_REFRESH];
  delete holder[EARLY_REFRESH];
  return request;
}
