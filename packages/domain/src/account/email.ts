// Email rules (spec part 1 §5): validity, disposable/test domains, placeholder local parts,
// typo suggestions for major providers and the live sign-up hint. The disposable-domain list itself
// (about 120,000 names, 2 MB) is data, not a rule: it lives in svc-identity, which answers it in
// check-email and on every write; these rules take the check as a parameter.
import { POPULAR_DOMAINS, run as suggestDomain } from '@zootools/email-spell-checker';
import { isOffensive } from '../moderation/profanity';
import { EMAIL_HINT_MESSAGES, didYouMean } from '../shared/validation-messages';
import { hasEmailShape } from './email-format';

/** Placeholder prefixes that may not start a local part when followed by a digit or '@'. */
const PLACEHOLDER_PREFIXES = Object.freeze([
  'test',
  'fake',
  'dummy',
  'sample',
  'placeholder',
  'admin',
  'noreply',
  'donotreply',
]);
/** Reserved test domains (RFC 2606) rejected together with disposable ones. */
const TEST_EMAIL_DOMAINS = Object.freeze(['example.com', 'example.net', 'example.org', 'test.com']);
const TEST_TLDS = ['test', 'example', 'invalid', 'localhost'];
/** Local part length bounds. */
const EMAIL_LOCAL_MIN = 3;
const EMAIL_LOCAL_MAX = 64;

const TEST_DOMAINS: ReadonlySet<string> = new Set(TEST_EMAIL_DOMAINS);
// Major providers the typo suggestion may point to.
const MAJOR_DOMAINS = [
  ...new Set([
    ...POPULAR_DOMAINS,
    'gmail.com',
    'yahoo.com',
    'hotmail.com',
    'outlook.com',
    'live.com',
    'icloud.com',
    'aol.com',
    'protonmail.com',
  ]),
];
const MAJOR_SET: ReadonlySet<string> = new Set(MAJOR_DOMAINS);
const PLACEHOLDER = new RegExp(`^(?:${PLACEHOLDER_PREFIXES.join('|')})(?:\\d|@)`, 'i');
const SPECIAL = '._%+-';

/** Splits an address into local part and lower-cased domain. */
function splitEmail(email: string): { local: string; domain: string } {
  const at = email.lastIndexOf('@');
  return at < 0
    ? { local: email, domain: '' }
    : { local: email.slice(0, at), domain: email.slice(at + 1).toLowerCase() };
}

export { isValidEmail } from './email-format';

/** Tells whether an address (or a bare domain) is disposable; see {@link disposableCheck}. */
export type DisposableCheck = (domainOrEmail: string) => boolean;

/** The lower-cased domain of an address, or the domain itself when given one. */
function domainOf(domainOrEmail: string): string {
  return (domainOrEmail.includes('@') ? splitEmail(domainOrEmail).domain : domainOrEmail)
    .toLowerCase()
    .trim();
}

/**
 * A check against `domains` (a disposable-domain list): true when the domain or a parent of it is
 * listed, or when it is a reserved test domain (RFC 2606 names and TLDs).
 */
export function disposableCheck(domains: Iterable<string>): DisposableCheck {
  const listed: ReadonlySet<string> = new Set([...domains, ...TEST_EMAIL_DOMAINS]);
  return (domainOrEmail) => {
    const domain = domainOf(domainOrEmail);
    if (!domain) return false;
    if (TEST_TLDS.includes(domain.split('.').pop() ?? '')) return true;
    const labels = domain.split('.');
    for (let i = 0; i < labels.length - 1; i++) if (listed.has(labels.slice(i).join('.'))) return true;
    return false;
  };
}

/** Reserved test domains only (no list): what a client can tell without asking the server. */
export const isReservedTestDomain: DisposableCheck = disposableCheck(TEST_DOMAINS);

/** True when the address starts with a placeholder word followed by a digit or '@' (test1@, admin@). */
export function isPlaceholderLocalPart(email: string): boolean {
  return PLACEHOLDER.test(email.trim());
}

/** Corrected address when the domain looks like a typo of a major provider, else null. */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const { domain } = splitEmail(trimmed);
  if (!domain || MAJOR_SET.has(domain)) return null;
  const suggestion = suggestDomain({ email: trimmed, domains: MAJOR_DOMAINS });
  if (!suggestion || !MAJOR_SET.has(suggestion.domain) || suggestion.domain === domain) return null;
  return suggestion.full;
}

/** One live hint under the sign-up email field. */
export interface EmailHint {
  level: 'error' | 'warning' | 'success';
  message: string;
  suggestion?: string;
}

const hintError = (message: string): EmailHint => ({ level: 'error', message });

/**
 * The hint's checks that come before the domain's (format, offensive words, placeholder), or null
 * when they pass: until they do, there is nothing to ask the server about.
 */
export function emailEarlyHint(email: string): EmailHint | null {
  const value = email.trim();
  // The shape only: the hint names the specific problems (sequence, edges, length) further down.
  if (!hasEmailShape(value)) return hintError(EMAIL_HINT_MESSAGES.format);
  if (isOffensive(splitEmail(value).local)) return hintError(EMAIL_HINT_MESSAGES.offensive);
  if (isPlaceholderLocalPart(value)) return hintError(EMAIL_HINT_MESSAGES.placeholder);
  return null;
}

/**
 * Live email hint in the spec's order of concerns; null for an empty field. `isDisposable` is the
 * disposable-domain check (the server's answer in the browser); reserved test domains by default.
 */
export function emailHint(
  email: string,
  isDisposable: DisposableCheck = isReservedTestDomain,
): EmailHint | null {
  const value = email.trim();
  if (!value) return null;
  const early = emailEarlyHint(value);
  if (early) return early;
  const { local } = splitEmail(value);
  if (isDisposable(value)) return hintError(EMAIL_HINT_MESSAGES.disposable);
  const suggestion = suggestEmail(value);
  if (suggestion) return { level: 'warning', message: didYouMean(suggestion), suggestion };
  if (local.length < EMAIL_LOCAL_MIN) return { level: 'warning', message: EMAIL_HINT_MESSAGES.tooShort };
  if (local.length > EMAIL_LOCAL_MAX) return hintError(EMAIL_HINT_MESSAGES.tooLong);
  if (/\.{2,}|[._%+-]{2,}/.test(local)) return hintError(EMAIL_HINT_MESSAGES.badSequence);
  if (SPECIAL.includes(local[0]) || SPECIAL.includes(local[local.length - 1]))
    return hintError(EMAIL_HINT_MESSAGES.badEdges);
  return { level: 'success', message: EMAIL_HINT_MESSAGES.ok };
}
