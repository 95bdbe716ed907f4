// Server-side social rules (spec part 2 §3-§9) that social.ts does not already hold: presence,
// paging, limits and the texts of the Friends screen. One source for svc-social and mf-social.
import { MAX_MESSAGE_LENGTH } from '../moderation/moderation';

/** Longest chat message accepted (the moderation filter's own maximum). */
export const CHAT_MESSAGE_MAX = MAX_MESSAGE_LENGTH;
/** Chat history page: default and largest page size. */
export const CHAT_PAGE = Object.freeze({ default: 50, max: 100 });
/** User search page: default and largest page size. */
export const USER_SEARCH_PAGE = Object.freeze({ default: 20, max: 50 });
/** Longest report reason kept for moderation. */
export const REPORT_REASON_MAX = 500;
/** Reports one user may file per window (a flood of reports is itself abuse). */
export const REPORT_RATE = Object.freeze({ max: 5, windowMs: 60 * 60 * 1000 });
/** Longest gift note ("description") kept with a Spice Stones gift. */
export const GIFT_DESCRIPTION_MAX = 200;

/**
 * Presence: a learner is online when an authenticated social call arrived within this window. The
 * Friends badge polls every 60 s on every screen, so an open app stays online; a closed one drops
 * off after two missed polls.
 */
export const ONLINE_WINDOW_MS = 2 * 60 * 1000;
/** Presence is written at most this often per learner (calls in between change nothing visible). */
export const PRESENCE_WRITE_EVERY_MS = 30 * 1000;

/** True when a learner last seen at `lastSeenAt` counts as online at `now`. */
export function isOnlineAt(lastSeenAt: Date | null | undefined, now: Date): boolean {
  return Boolean(lastSeenAt) && now.getTime() - (lastSeenAt as Date).getTime() <= ONLINE_WINDOW_MS;
}

/** Who may see a profile: everyone, friends only, or nobody else (spec `profileVisibility`). */
export type ProfileVisibility = 'public' | 'friends' | 'private';

/**
 * Whether a viewer may see someone's numbers (level, XP, streak, Spice Stones). Friends see them
 * unless showProgressToFriends is off; others only on public profiles.
 */
export function progressVisibleTo(
  owner: { profileVisibility: ProfileVisibility; showProgressToFriends: boolean },
  viewerIsFriend: boolean,
): boolean {
  if (viewerIsFriend) return owner.showProgressToFriends && owner.profileVisibility !== 'private';
  return owner.profileVisibility === 'public';
}

/** The stable key of an unordered pair of users (conversation id, pending-request key). */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Texts of the social screens (spec part 2 §2, §5, §8). */
export const SOCIAL_TEXT = Object.freeze({
  requestSent: 'Friend request sent!',
  requestAccepted: 'Friend request accepted!',
  requestDeclined: 'Friend request declined',
  requestFailed: 'Failed to send friend request',
  stonesSent: 'Spice Stones sent!',
  userBlocked: 'User blocked successfully',
  // Not in the spec (which parts friends only by Block, and has no way to take a request back):
  // Remove Friend's and Cancel's toasts.
  friendRemoved: 'Friend removed',
  requestCancelled: 'Friend request cancelled',
  // Not in the spec (which drops a message filtered to nothing without a word).
  requestMessageRemoved: 'Your message was left out: it contains inappropriate content.',
  reportSubmitted: 'Report submitted successfully',
  messageNotSent: 'Message not sent',
  noMessages: 'No messages yet',
  startConversation: 'Start the conversation!',
  // Not in the spec: a chat opened from a non-friend's profile (spec §2: a local pseudo-friendship)
  // is refused by the server; this replaces the raw "403: …" and the composer is disabled.
  chatFriendsOnly: 'You can only chat with friends.',
  alreadyFriends: 'Already Friends',
});

/** Error messages svc-social answers with (its own decisions where the spec is silent). */
export const SOCIAL_ERRORS = Object.freeze({
  selfRequest: 'You cannot send a friend request to yourself.',
  requestsOff: 'This cook is not accepting friend requests.',
  blocked: 'You cannot interact with this cook.',
  alreadyFriends: 'You are already friends.',
  alreadyRequested: 'You already sent this cook a friend request.',
  requestNotFound: 'This friend request no longer exists.',
  userNotFound: 'We could not find this cook.',
  notFriends: 'You can only do that with friends.',
  blankMessage: 'Please type a message.',
  blankReason: 'Please give a reason for the report.',
  selfReport: 'You cannot report yourself.',
  selfBlock: 'You cannot block yourself.',
  selfUnfriend: 'You cannot remove yourself as a friend.',
  selfGift: 'You cannot send Spice Stones to yourself.',
  tooManyReports: 'You have sent many reports recently. Please try again later.',
  giftAmount: 'Send between 1 and 100 Spice Stones.',
  giftPending: 'Your Spice Stones are on their way.',
  giftIdReused: 'This gift id was already used for a different gift.',
});
