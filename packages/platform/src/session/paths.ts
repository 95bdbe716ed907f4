// The account calls the platform itself makes outside RTK Query (refresh, logout).

/** Absolute /api paths of the session calls. */
export const API_PATHS = Object.freeze({
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
});

/** True for account calls whose 401 means "wrong credentials", never "session expired". */
export function isAuthCall(url: string): boolean {
  return /^\/?auth\//.test(url.replace(/^\/api/, '').replace(/^\//, ''));
}
