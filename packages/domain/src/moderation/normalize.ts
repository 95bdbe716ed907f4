// What moderation reads instead of the raw text, so invisible or decorative characters cannot split
// a word ("fu\u200bck", "ｆｕｃｋ", "f\u0336u\u0336c\u0336k\u0336"): compatibility forms folded (NFKC: full-width and
// styled letters become plain ones), combining marks and the characters that draw nothing removed.
// Only for matching: the learner's text is stored and shown as they wrote it (or censored).

// Characters that draw nothing: soft hyphen, Arabic letter mark, Hangul fillers, Mongolian vowel
// separator, zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates, word
// joiners and invisible operators, the byte-order mark. (Variation selectors, the combining grapheme
// joiner and Khmer inherent vowels are combining marks: COMBINING_MARK removes them.)
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/gu;
const COMBINING_MARK = /\p{M}/gu;

/** The text moderation matches: NFKC, no combining marks (é reads e), no invisible characters. */
export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}

// Bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069): they reorder how text is shown
// ("‮emaN" reads as "Name"), which nobody types in a cooking chat; the plain marks (LRM/RLM) stay.
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// More than three combining marks on one character ("zalgo" text that draws over its neighbours);
// real writing stacks at most two or three (Vietnamese tones on a vowel with a hat).
const STACKED_MARKS = /\p{M}{4,}/u;

/** Why a learner's text is refused whatever it says, in the learner's words. */
export const USER_TEXT_MESSAGES = Object.freeze({
  directionControls: 'Please remove the hidden characters that change the text direction, then try again.',
  stackedMarks: 'Please remove the stacked accent marks, then try again.',
  /** A name (crew name or banner) the moderation filter refuses. */
  nameNotAllowed: 'That name isn’t allowed. Please choose another one.',
});

/** The refusal of text with direction controls or stacked combining marks, or null when it may be used. */
export function userTextProblem(text: string): string | null {
  if (DIRECTION_CONTROL.test(text)) return USER_TEXT_MESSAGES.directionControls;
  if (STACKED_MARKS.test(text.normalize('NFD'))) return USER_TEXT_MESSAGES.stackedMarks;
  return null;
}
