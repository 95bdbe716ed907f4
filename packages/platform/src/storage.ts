// Browser storage keys of the spec (part 1 and 2): the one place that names them.

/** Every localStorage key the product uses. */
export const STORAGE_KEYS = Object.freeze({
  authToken: 'auth_token',
  user: 'user',
  theme: 'theme',
  authError: 'auth_error',
  userBackup: 'userBackup',
  lastBackupTime: 'lastBackupTime',
} as const);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access; behave as if nothing is stored.
    return null;
  }
}

/** The session token, or null when signed out. */
export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.authToken) || null;
}

/** Stores the session token. */
export function setToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.authToken, token);
}

/** Stores the cached user (login, refresh, user lookup). */
export function setCachedUser(user: unknown): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Stores a message for the login page (spec: stored auth_error). */
export function setAuthError(message: string): void {
  storage()?.setItem(STORAGE_KEYS.authError, message);
}

/** Reads and removes the message for the login page, if any. */
export function takeAuthError(): string | null {
  const s = storage();
  const message = s?.getItem(STORAGE_KEYS.authError) ?? null;
  s?.removeItem(STORAGE_KEYS.authError);
  return message;
}

/** Removes the stored token and cached user (logout, 401, account deletion). */
export function clearSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.authToken);
  s?.removeItem(STORAGE_KEYS.user);
}
