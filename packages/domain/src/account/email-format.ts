// The simple address pattern on its own: screens that only check a format (the notify-me card) import
// it without pulling in email.ts's spell checker and profanity rules through the bundler.

/** Simple address pattern: something@something.tld, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True for a syntactically valid address (simple pattern, trimmed). */
export function isValidEmail(email: string): boolean {
  return SIMPLE_EMAIL.test(email.trim());
}
