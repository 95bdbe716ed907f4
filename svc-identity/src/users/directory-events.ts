import { DIRECTORY_EVENTS_PATH, type DirectoryEvent } from '@fff/contracts';
import { randomUUID } from 'node:crypto';
import type { IdentityContext } from '../context';
import { enqueue } from '../outbox/repository';
import type { Account } from './account';

// Event payloads without the envelope fields the publisher fills in.
type EventBody = DirectoryEvent extends infer E
  ? E extends DirectoryEvent
    ? Omit<E, 'operationId' | 'userId' | 'at'>
    : never
  : never;

/**
 * Tell svc-social's directory about a change, through the outbox (delivered until svc-social
 * acknowledges). Each event gets its own operation id; `at` lets the receiver drop stale ones.
 */
export async function publishDirectoryEvent(
  ctx: IdentityContext,
  userId: string,
  event: EventBody,
): Promise<void> {
  const operationId = `${event.type}:${userId}:${randomUUID()}`;
  const body = { ...event, operationId, userId, at: ctx.now().toISOString() } as DirectoryEvent;
  await enqueue([{ operationId, target: 'social', method: 'POST', path: DIRECTORY_EVENTS_PATH, body }]);
  ctx.outbox.kick();
}

/** The privacy flags svc-social honours (visibility, requests, presence, activity sharing). */
export const privacyEvent = (a: Account): EventBody => ({
  type: 'user.privacy',
  profileVisibility: a.profileVisibility,
  showProgressToFriends: a.showProgressToFriends,
  allowFriendRequests: a.allowFriendRequests,
  showOnlineStatus: a.showOnlineStatus,
  shareActivityUpdates: a.shareActivityUpdates,
  allowDataCollection: a.allowDataCollection,
});
