import type { DirectoryEvent, DirectoryEventKind } from '@fff/contracts';
import type { IdentityContext } from '../deps';
import { findAccountById } from '../users/repository';
import { enqueue } from './repository';

let lastVersion = 0;

/**
 * A version that grows with every event this process publishes: the clock in ms, nudged forward
 * when two changes land in the same millisecond. svc-social keeps the highest version it saw, so a
 * retried or late event never undoes a newer one.
 */
function nextVersion(now: Date): number {
  lastVersion = Math.max(now.getTime(), lastVersion + 1);
  return lastVersion;
}

/**
 * Tell svc-social's user directory that an account changed. Call it right after the change is
 * stored: 'created' (sign-up), 'renamed' (username), 'avatar' (picture), 'privacy'
 * (profileVisibility, showProgressToFriends, allowFriendRequests, showOnlineStatus) or 'deleted'.
 * Every event but 'deleted' carries the account's current public snapshot, read here, so callers
 * pass only the user id. Delivery goes through the outbox (retried until svc-social acknowledges).
 */
export async function publishDirectoryEvent(
  ctx: Pick<IdentityContext, 'outbox' | 'now'>,
  kind: DirectoryEventKind,
  userId: string,
): Promise<void> {
  const version = nextVersion(ctx.now());
  const base = { operationId: `directory-${userId}-${version}`, userId, version };
  let event: DirectoryEvent;
  if (kind === 'deleted') {
    event = { ...base, kind };
  } else {
    const account = await findAccountById(userId);
    if (!account) return; // deleted meanwhile: its own 'deleted' event follows
    const {
      username,
      avatarUrl,
      profileVisibility,
      showProgressToFriends,
      allowFriendRequests,
      showOnlineStatus,
    } = account;
    event = {
      ...base,
      kind,
      user: {
        username,
        avatarUrl,
        profileVisibility,
        showProgressToFriends,
        allowFriendRequests,
        showOnlineStatus,
      },
    };
  }
  await enqueue([
    {
      operationId: event.operationId,
      target: 'social',
      method: 'POST',
      path: '/internal/directory/events',
      body: event,
    },
  ]);
  ctx.outbox.kick();
}
