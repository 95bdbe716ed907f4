// Social rules (spec part 2 §5, §9): Spice Stones gifts, friend requests, chat, search, crews.
import { filterText } from '../moderation/moderation';
import { ACCOUNT_MESSAGES } from '../shared/validation-messages';

/** Spice Stones send amount bounds, fallback and initial value. */
export const SEND_STONES = Object.freeze({ min: 1, max: 100, fallback: 1, initial: 5 });
/** Friend request message limit. */
export const FRIEND_REQUEST_MESSAGE_MAX = 200;
/** Minimum characters before user search runs. */
export const USER_SEARCH_MIN = 2;
/** XP at which the star icon and the online badge apply. */
const STAR_XP_THRESHOLD = 1000;
/** Crew size including the creator, invitees, and banner length. */
export const CREW = Object.freeze({
  minMembers: 2,
  maxMembers: 4,
  minInvites: 1,
  maxInvites: 3,
  bannerMaxChars: 2,
});

/** Amount typed in the send dialog: a whole number 1..100, 1 when invalid. */
export function parseSendAmount(input: string | number): number {
  const n = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isFinite(n) || !Number.isInteger(n) || n < SEND_STONES.min || n > SEND_STONES.max)
    return SEND_STONES.fallback;
  return n;
}

/** Friend request message: trimmed, cut to 200 characters, profanity-filtered ('' when removed). */
export function cleanFriendRequestMessage(message: string | undefined | null): string {
  const trimmed = (message ?? '').trim().slice(0, FRIEND_REQUEST_MESSAGE_MAX);
  return trimmed ? filterText(trimmed) : '';
}

/** Chat send verdict: the text to send, or the error when nothing may be sent. */
export type ChatCheck = { ok: true; text: string } | { ok: false; error: string | null };

/** Chat message: blank text is not sent (no error); text filtered to nothing gives 'Message was filtered out'. */
export function prepareChatMessage(message: string): ChatCheck {
  const trimmed = message.trim();
  if (!trimmed) return { ok: false, error: null };
  const text = filterText(trimmed);
  if (!text.trim()) return { ok: false, error: ACCOUNT_MESSAGES.chatFilteredOut };
  return { ok: true, text };
}

/** Toast body when a chat send fails. */
export function chatSendFailureText(filtered: boolean): string {
  return filtered ? 'Your message contains inappropriate content' : 'Failed to send message';
}

/** User search runs only from 2 characters. */
export function canSearchUsers(term: string): boolean {
  return term.trim().length >= USER_SEARCH_MIN;
}

/** Star icon and online badge: xp of 1000 or more. */
export function isStarUser(xp: number): boolean {
  return xp >= STAR_XP_THRESHOLD;
}

/** Level shown in the league user view: floor(xp/1000)+1. */
export function leagueViewLevel(xp: number): number {
  return Math.floor(Math.max(0, xp) / 1000) + 1;
}

/** A report needs a non-blank reason. */
export function isValidReportReason(reason: string | undefined | null): boolean {
  return Boolean(reason && reason.trim());
}
