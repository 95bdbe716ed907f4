import { SOCIAL_ERRORS } from '@fff/domain';
import { AppError, badRequest, forbidden, notFound } from '@fff/service-kit';
import { findEntry, type DirectoryEntry } from '../directory/repository';
import { areFriends } from '../friends/repository';
import { blockedEitherWay } from '../safety/repository';

/**
 * Checks shared by every call that addresses another learner. Blocks are answered like an unknown
 * user would be for the blocked side's sake only where it matters (search); elsewhere a plain 403
 * tells the caller the action cannot be done without saying who blocked whom.
 */

/** The other learner, or 404 when svc-social does not know them (or the account is gone). */
export async function knownUser(userId: string): Promise<DirectoryEntry> {
  const entry = await findEntry(userId);
  if (!entry) throw notFound(SOCIAL_ERRORS.userNotFound);
  return entry;
}

/** 400 when the caller addresses themself. */
export function notSelf(me: string, other: string, message: string): void {
  if (me === other) throw badRequest(message, 'self');
}

/** 403 when either of the two blocked the other. */
export async function notBlocked(me: string, other: string): Promise<void> {
  if (await blockedEitherWay(me, other)) throw forbidden(SOCIAL_ERRORS.blocked, 'blocked');
}

/** 403 unless the two are friends (chat and gifts are between friends only). */
export async function mustBeFriends(me: string, other: string): Promise<void> {
  await notBlocked(me, other);
  if (!(await areFriends(me, other))) throw new AppError('not_friends', 403, SOCIAL_ERRORS.notFriends);
}
