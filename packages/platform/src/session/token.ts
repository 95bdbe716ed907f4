// The access token lives in this module's memory only — never in localStorage, where any script
// injected into the page could read it. @fff/platform is a Module Federation singleton, so the shell
// and every remote read the same value through getToken(). A reload starts without it; the httpOnly
// refresh cookie restores it (restoreSession).

let accessToken: string | null = null;

/** The access token of this tab's session, or null when there is none (yet). */
export function getToken(): string | null {
  return accessToken;
}

/** Keeps the access token in memory (sign-in, refresh). Package-internal; tests use the testing entry. */
export function setToken(token: string | null): void {
  accessToken = token || null;
}
