import type { FriendEntry } from '@fff/contracts';
import { isOnlineAt, progressVisibleTo } from '@fff/domain';
import type { AuthContext } from '@fff/service-kit';
import { findEntries } from '../directory/repository';
import { progressOf } from '../progress/learning-progress';
import type { SocialDeps } from '../shared/deps';
import { friendshipsOf } from './repository';

/**
 * GET /api/friends: the learner's friends, most recently accepted first, with presence and
 * progress. isOnline is false when the friend hides their status; numbers are null when the friend
 * hides their progress or svc-learning is down (the list itself never fails for that).
 */
export async function listFriends(auth: AuthContext, deps: SocialDeps): Promise<FriendEntry[]> {
  const friendships = await friendshipsOf(auth.userId);
  const people = await findEntries(friendships.map((f) => f.friendId));
  const visible = [...people.values()].filter((p) => progressVisibleTo(p, true)).map((p) => p.id);
  const progress = await progressOf(visible, deps);
  const now = deps.now();
  return friendships.flatMap((f) => {
    const friend = people.get(f.friendId);
    if (!friend) return [];
    const p = progress.get(friend.id);
    return [
      {
        id: f.id,
        friendship: f.view,
        friend: {
          id: friend.id,
          username: friend.username,
          avatarUrl: friend.avatarUrl,
          isOnline: friend.showOnlineStatus && isOnlineAt(friend.lastSeenAt, now),
          xp: p?.xp ?? null,
          level: p?.level ?? null,
          streak: p?.streak ?? null,
          flavourStones: p?.flavourStones ?? null,
        },
      },
    ];
  });
}
