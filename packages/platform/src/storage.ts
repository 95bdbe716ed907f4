// Browser storage keys of the spec (part 1 and 2): the one place that names them. The session token
// is deliberately NOT among them: it is kept in memory (session/token.ts, README "Access token").

/** Every localStorage key the product uses. */
export const STORAGE_KEYS = Object.freeze({
  user: 'user',
  theme: 'theme',
  authError: 'auth_error',
  userBackup: 'userBackup',
  lastBackupTime: 'lastBackupTime',
  /** Cross-tab session notices where BroadcastChannel is missing (session/cross-tab.ts). */
  sessionNotice: 'session_notice',
} as const);

/** Where versions before the in-memory token kept it; removed on start so no copy lingers. */
const LEGACY_TOKEN_KEY = 'auth_token';

/** localStorage, or null when the runtime has none or refuses access. */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access; behave as if nothing is stored.
    return null;
  }
}

/** Stores the cached user (login, refresh, user lookup). */
export function setCachedUser(user: unknown): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * True when this browser holds the user of a session that has not ended here (a sign-in, refresh or
 * lookup stored it; every end of a session removes it). Without storage nothing says so: false.
 */
export function hasCachedUser(): boolean {
  return storage()?.getItem(STORAGE_KEYS.user) != null;
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

/**
 * Removes what this device keeps of the learner when their session ends here: the cached user, the
 * Backup Progress snapshot (their email, settings and progress: the spec clears all cached data at
 * sign-out, and the next person on a shared device must not find or download it) and any token an
 * older version left in storage.
 */
export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.user);
  s?.removeItem(STORAGE_KEYS.userBackup);
  s?.removeItem(STORAGE_KEYS.lastBackupTime);
  s?.removeItem(LEGACY_TOKEN_KEY);
}

/** Removes a token an older version stored (called once when the store is made). */
export function removeLegacyToken(): void {
  storage()?.removeItem(LEGACY_TOKEN_KEY);
}
