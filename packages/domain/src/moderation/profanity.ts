// Profanity levels (spec part 1 §5). Strong and severe words come from obscenity's English
// dataset (its transformers undo leet-speak, confusables and stretched letters). The dataset has
// no severity, so its slurs are moved to a severe set together with self-harm encouragement
// phrases built with obscenity's pattern API. Mild is the spec's own list.
import {
  DataSet,
  RegExpMatcher,
  TextCensor,
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  pattern,
} from 'obscenity';
import { normalizeForMatching } from './normalize';

/** Profanity severity, or null when clean. */
export type ProfanityLevel = 'severe' | 'strong' | 'mild' | null;

/** The spec's mild words: allowed in usernames, censored in messages. */
const MILD_WORDS = Object.freeze(['damn', 'hell', 'crap', 'piss', 'stupid', 'idiot', 'moron', 'dumb']);

/** Slurs of obscenity's dataset that count as severe. */
const SEVERE_DATASET_WORDS: ReadonlySet<string> = new Set([
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'retard',
  'spastic',
  'tranny',
]);

type Meta = { originalWord: string };

/** Kitchen words that contain a listed word but are innocent in a cooking app. */
const CULINARY_WHITELIST = Object.freeze([
  'cumin',
  'cummin',
  'shiitake',
  'shitake',
  'spotted dick',
  'spotteddick',
  'pissaladiere',
  'pissaladière',
]);

// obscenity applies whitelisted terms to the whole matcher; they ride on a pattern-less phrase.
const withWhitelist = (data: DataSet<Meta>) =>
  data.addPhrase((p) => {
    let phrase = p.setMetadata({ originalWord: '' });
    for (const term of CULINARY_WHITELIST) phrase = phrase.addWhitelistedTerm(term);
    return phrase;
  });

const severeData = new DataSet<Meta>()
  .addAll(englishDataset as unknown as DataSet<Meta>)
  .removePhrasesIf((p) => !SEVERE_DATASET_WORDS.has(p.metadata?.originalWord ?? ''))
  // Self-harm encouragement; the unspaced forms catch text after normalisation.
  .addPhrase((p) => p.setMetadata({ originalWord: 'kys' }).addPattern(pattern`|kys|`))
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'kill yourself' })
      .addPattern(pattern`killyourself`)
      .addPattern(pattern`killurself`),
  )
  .addPhrase((p) => p.setMetadata({ originalWord: 'hang yourself' }).addPattern(pattern`hangyourself`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'neck yourself' }).addPattern(pattern`neckyourself`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'slit your wrists' }).addPattern(pattern`slityourwrist`))
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'go die' })
      .addPattern(pattern`|godie|`)
      .addPattern(pattern`goandie`),
  )
  .addPhrase((p) => p.setMetadata({ originalWord: 'end your life' }).addPattern(pattern`endyourlife`));

const strongData = new DataSet<Meta>()
  .addAll(englishDataset as unknown as DataSet<Meta>)
  .removePhrasesIf((p) => {
    const word = p.metadata?.originalWord ?? '';
    return SEVERE_DATASET_WORDS.has(word) || MILD_WORDS.includes(word);
  });

const mildData = new DataSet<Meta>();
for (const word of MILD_WORDS) {
  // Word-start boundary so 'hello' or 'shell' stay clean; 'hell' and 'dumb' (dumbbell) must also end the word.
  const p = parseRawPattern(word === 'hell' || word === 'dumb' ? `|${word}|` : `|${word}`);
  mildData.addPhrase((ph) => ph.setMetadata({ originalWord: word }).addPattern(p));
}

const build = (data: DataSet<Meta>) =>
  new RegExpMatcher({ ...withWhitelist(data).build(), ...englishRecommendedTransformers });
const severeMatcher = build(severeData);
const strongMatcher = build(strongData);
const mildMatcher = build(mildData);
const censor = new TextCensor().setStrategy(asteriskCensorStrategy());

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '+': 't',
  '|': 'l',
  '€': 'e',
};

/** Spec normalisation: lowercase, undo common substitutions, drop whitespace, dots, hyphens, underscores. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[0134578@$!+|€9]/g, (c) => LEET[c] ?? c)
    .replace(/[\s._-]+/g, '');
}

const matches = (m: RegExpMatcher, text: string) => m.hasMatch(text) || m.hasMatch(normalizeText(text));

/** True when a mild word is in `token`, read plainly (invisible characters and marks removed) and de-leeted. */
const mildToken = (token: string) => mildMatcher.hasMatch(normalizeText(normalizeForMatching(token)));

/**
 * Highest profanity level found in `text`: checked as written, with invisible characters, combining
 * marks and compatibility forms undone (normalize.ts), and de-leeted without separators (normalizeText).
 */
export function profanityLevel(text: string): ProfanityLevel {
  if (!text) return null;
  const plain = normalizeForMatching(text);
  const found = (m: RegExpMatcher) => matches(m, text) || (plain !== text && matches(m, plain));
  if (found(severeMatcher)) return 'severe';
  if (found(strongMatcher)) return 'strong';
  if (found(mildMatcher) || text.split(/\s+/).some((t) => t && mildToken(t))) return 'mild';
  return null;
}

/** True when `text` holds strong or severe language. */
export function isOffensive(text: string): boolean {
  const level = profanityLevel(text);
  return level === 'severe' || level === 'strong';
}

/** Replaces mild words with asterisks of the same length; disguised tokens are starred whole. */
export function censorMild(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (!token.trim()) return token;
      const found = mildMatcher.getAllMatches(token);
      if (found.length) return censor.applyTo(token, found);
      return mildToken(token) ? '*'.repeat(token.length) : token;
    })
    .join('');
}
