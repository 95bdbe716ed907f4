import type { FriendEntry } from '@fff/contracts';
import { isOnlineAt, progressVisibleTo, SOCIAL_ERRORS } from '@fff/domain';
import type { AuthContext } from '@fff/service-kit';
import { withdrawInvitationsBetween } from '../crews/repository';
import { findEntries, type DirectoryEntry } from '../directory/repository';
import { progressOf } from '../progress/learning-progress';
import type { SocialDeps } from '../shared/deps';
import { knownUser, notSelf } from '../shared/guards';
import { friendshipsOf, unfriend, type FriendshipRow } from './repository';

// Whose friend each learner was at their last list here, so the next list reads those friends'
// directory entries at the same time as the friendships instead of after them (one round trip fewer).
// Only a hint about which entries to read: both reads start after the request, cards are built for the
// friendships read now, and a friend added since is read once the friendships show them.
const friendHints = new Map<string, ReadonlySet<string>>();
const HINTS_MAX = 10_000;

function rememberFriends(userId: string, friendIds: string[]): void {
  const known = friendHints.get(userId);
  if (known && known.size === friendIds.length && friendIds.every((id) => known.has(id))) return;
  if (friendHints.size >= HINTS_MAX) friendHints.clear();
  friendHints.set(userId, new Set(friendIds));
}

/** Directory entries of the friends, reading the hinted ones beside the friendships. */
async function friendsAndEntries(
  userId: string,
): Promise<{ friendships: FriendshipRow[]; people: Map<string, DirectoryEntry> }> {
  const hinted = friendHints.get(userId);
  const [friendships, early] = await Promise.all([
    friendshipsOf(userId),
    hinted ? findEntries([...hinted]) : undefined,
  ]);
  const ids = friendships.map((f) => f.friendId);
  rememberFriends(userId, ids);
  const unread = hinted ? ids.filter((id) => !hinted.has(id)) : ids;
  if (!early) return { friendships, people: await findEntries(unread) };
  if (unread.length > 0) for (const [id, entry] of await findEntries(unread)) early.set(id, entry);
  return { friendships, people: early };
}

/**
 * GET /api/friends: the learner's friends, most recently accepted first, with presence and
 * progress. isOnline is false when the friend hides their status; numbers are null when the friend
 * hides their progress or svc-learning is down (the list itself never fails for that).
 */
export async function listFriends(auth: AuthContext, deps: SocialDeps): Promise<FriendEntry[]> {
  const { friendships, people } = await friendsAndEntries(auth.userId);
  // Only friends now (the hinted entries may include someone who is no longer a friend).
  const visible: string[] = [];
  for (const f of friendships) {
    const p = people.get(f.friendId);
    if (p && progressVisibleTo(p, true)) visible.push(p.id);
  }
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

/**
 * POST /api/users/:id/unfriend: ends the friendship on both sides, and the crew invitations between
 * the two (crews only take friends), without a block: either may ask again. Not in the spec, which
 * offers only Block to part from a friend; a learner expects to remove one quietly. Removing someone
 * who is not (or no longer) a friend changes nothing, so a double press is harmless. Their chat
 * history stays, closed like any conversation with someone who is not a friend.
 */
export async function removeFriend(auth: AuthContext, friendId: string): Promise<void> {
  notSelf(auth.userId, friendId, SOCIAL_ERRORS.selfUnfriend);
  await knownUser(friendId);
  await Promise.all([unfriend(auth.userId, friendId), withdrawInvitationsBetween(auth.userId, friendId)]);
}
