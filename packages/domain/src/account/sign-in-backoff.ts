// Per-account sign-in backoff (security hardening; the spec is silent). Failed sign-ins are counted
// per email address, whoever sends them and from wherever: after FREE_SIGN_IN_ATTEMPTS failures the
// address is paused, for a time that doubles with each further failure up to an hour. A password
// reset link (Forgot Password) clears the count, so the owner is never locked out by an attacker.

/** Wrong passwords allowed before sign-in to an address is paused. */
export const FREE_SIGN_IN_ATTEMPTS = 5;
/** The 401 for a wrong password carries attemptsLeft once this few (or fewer) remain. */
const SHOW_ATTEMPTS_LEFT_AT = 2;
/** First pause and longest pause. */
const FIRST_SIGN_IN_PAUSE_MS = 60_000;
export const MAX_SIGN_IN_PAUSE_MS = 60 * 60_000;
/** A count with no new failure for this long starts again from zero. */
export const SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

/** After `failures` consecutive failures: attempts left before the pause, and how long the pause is. */
export function signInBackoff(failures: number): { attemptsLeft: number; pauseMs: number } {
  const attemptsLeft = Math.max(0, FREE_SIGN_IN_ATTEMPTS - failures);
  if (attemptsLeft > 0) return { attemptsLeft, pauseMs: 0 };
  const doublings = failures - FREE_SIGN_IN_ATTEMPTS;
  return {
    attemptsLeft: 0,
    pauseMs: Math.min(MAX_SIGN_IN_PAUSE_MS, FIRST_SIGN_IN_PAUSE_MS * 2 ** Math.min(doublings, 30)),
  };
}

/** attemptsLeft as the 401 shows it: only when few remain. */
export function visibleAttemptsLeft(attemptsLeft: number): number | undefined {
  return attemptsLeft <= SHOW_ATTEMPTS_LEFT_AT ? attemptsLeft : undefined;
}

/** What a paused address reads, pointing to Forgot Password. */
export function signInPausedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many failed sign-in attempts. Try again in ${wait}, or choose Forgot Password to reset your password and sign in right away.`;
}
