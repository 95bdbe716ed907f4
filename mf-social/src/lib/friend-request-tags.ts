// Cache tags of POST /api/friend-requests, sent from the Friends screen and from the league screen.
import type { SendFriendRequestResponse } from '@fff/contracts';

/**
 * What a sent friend request changes: the searched user's relationship always; the friends and the
 * incoming requests only when it was accepted (the other learner had asked first). A pending request
 * changes neither list.
 */
export function sentRequestTags(result: SendFriendRequestResponse | undefined) {
  if (!result) return [];
  return result.status === 'accepted'
    ? (['UserSearch', 'FriendRequests', 'Friends'] as const)
    : (['UserSearch'] as const);
}
