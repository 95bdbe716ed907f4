// The address pattern on its own: screens that only check a format (the notify-me card) import
// it without pulling in email.ts's spell checker and profanity rules through the bundler.

/** Simple address pattern: something@something.tld, no spaces (the live hint's first check). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A dot at either end, or two in a row: an empty part in an RFC 5321 dot-atom. */
const EMPTY_DOT_PART = /^\.|\.$|\.\./;
/**
 * What an unquoted address may hold: RFC 5322's atext and dots before the @, letters, digits, dots
 * and hyphens after it; letters and digits of any script, so international addresses pass. Markup
 * such as `<b>x</b>@gmail.com` (and quotes, commas, brackets, backslashes) does not.
 */
const LOCAL_CHARACTERS = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const DOMAIN_CHARACTERS = /^[\p{L}\p{N}.-]+$/u;
/** Longest local part RFC 5321 allows (spec part 1 §9: local part 3 to 64; under 3 is only a warning). */
const LOCAL_PART_MAX = 64;

/**
 * True when the trimmed text has the simple something@something.tld shape, made of characters an
 * address may hold.
 */
export function hasEmailShape(email: string): boolean {
  const value = email.trim();
  if (!SIMPLE_EMAIL.test(value)) return false;
  const at = value.lastIndexOf('@');
  return LOCAL_CHARACTERS.test(value.slice(0, at)) && DOMAIN_CHARACTERS.test(value.slice(at + 1));
}

/**
 * True for an address mail can be delivered to: the simple shape of address characters, and neither its local part nor its
 * domain has a leading, trailing or doubled dot, and the local part has at most 64 characters. Every
 * form and the server validate with this, so an address the live hint marks as broken in these ways
 * ('Invalid character sequence in email', 'Email cannot start or end with special characters') is
 * refused on submit instead of sending a verification mail nobody can receive.
 */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (!hasEmailShape(value)) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  return (
    local.length <= LOCAL_PART_MAX && !EMPTY_DOT_PART.test(local) && !EMPTY_DOT_PART.test(value.slice(at + 1))
  );
}
