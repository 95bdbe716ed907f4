// Collation for queries, sorts and indexes, at ICU strengths 1-3 through Intl.Collator: strength 1 ignores case and
// accents, 2 ignores case, 3 (MongoDB's default) orders by the locale but keeps equality exact. Options that change
// ICU behaviour further (caseLevel, caseFirst, numericOrdering, alternate, backwards, normalization, strength 4/5)
// are refused with 115. A collection default collation (create/collMod) is refused too: every operation would have to
// inherit it.
import { MongoError, type Doc } from './errors';
import { isNumeric, isPlainObject, toNumber } from './storage/values';
import { notSupported } from './unsupported';

/** How strings compare and which strings are equal under one collation. */
export interface Collation {
  readonly spec: Doc;
  /** Equal for two strings exactly when the collation says they are equal. */
  key(s: string): string;
  compare(a: string, b: string): number;
}

const DEFAULTS: Record<string, unknown> = {
  caseLevel: false,
  caseFirst: 'off',
  numericOrdering: false,
  alternate: 'non-ignorable',
  backwards: false,
  normalization: false,
};
const KNOWN = new Set(['locale', 'strength', 'maxVariable', 'version', ...Object.keys(DEFAULTS)]);
const cache = new Map<string, Collation | undefined>();

function supported(bcp47: string): boolean {
  try {
    return Intl.Collator.supportedLocalesOf([bcp47]).length > 0;
  } catch {
    return false; // not a well-formed tag
  }
}

function build(raw: Doc): Collation | undefined {
  for (const k of Object.keys(raw)) {
    if (!KNOWN.has(k))
      throw new MongoError('Location40415', `BSON field 'collation.${k}' is an unknown field.`, {}, 40415);
  }
  if (typeof raw.locale !== 'string') {
    throw new MongoError(
      'Location40414',
      "BSON field 'collation.locale' is missing but a required field",
      {},
      40414,
    );
  }
  const locale = raw.locale;
  if (locale === 'simple') return undefined;
  // MongoDB names locales the ICU way (en_US, zh_Hant); Intl wants BCP 47 (en-US), and refuses the underscore form.
  const icuLocale = locale === 'root' ? 'und' : locale.replace(/_/g, '-');
  if (locale !== 'root' && !supported(icuLocale)) {
    throw new MongoError('BadValue', `Field 'locale' is invalid in: ${JSON.stringify(raw)}`);
  }
  for (const [k, def] of Object.entries(DEFAULTS)) {
    if (raw[k] !== undefined && raw[k] !== def)
      notSupported(`collation option ${k}: ${JSON.stringify(raw[k])}`);
  }
  const strength = raw.strength === undefined ? 3 : isNumeric(raw.strength) ? toNumber(raw.strength) : NaN;
  if (![1, 2, 3, 4, 5].includes(strength))
    throw new MongoError('BadValue', 'collation strength must be an integer from 1 to 5');
  if (strength > 3) notSupported(`collation strength ${strength}`);
  const collator = new Intl.Collator(icuLocale, {
    sensitivity: strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
  });
  const key =
    strength === 1
      ? (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(icuLocale)
      : strength === 2
        ? (s: string) => s.normalize('NFC').toLocaleLowerCase(icuLocale)
        : (s: string) => s.normalize('NFC');
  return { spec: { locale, strength }, key, compare: (a, b) => collator.compare(a, b) };
}

/** The collation a request asks for; undefined for none or `{ locale: 'simple' }`. */
export function parseCollation(raw: unknown): Collation | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw))
    throw new MongoError('TypeMismatch', "BSON field 'collation' is the wrong type, expected type 'object'");
  const id = JSON.stringify(raw);
  if (!cache.has(id)) {
    const built = build(raw);
    if (cache.size > 100) cache.clear();
    cache.set(id, built);
  }
  return cache.get(id);
}

/** The collation a mingo operator runs under (mingo passes the query's options along). */
export function collationOf(options: unknown): Collation | undefined {
  const raw = (options as { collation?: unknown } | undefined)?.collation;
  return raw ? parseCollation(raw) : undefined;
}
