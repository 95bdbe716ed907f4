import type { LeagueRankingEntry } from '@fff/contracts';
import { isOnlineAt } from '@fff/domain';
import { findEntries } from '../directory/repository';
import { friendIdsAmong } from '../friends/repository';
import { fallbackName } from './names';

/**
 * Rankings honour each member's privacy (from svc-social's directory): a private profile, or a
 * friends-only one seen by a non-friend, is listed as 'Chef 1a2b' without a picture (XP and
 * position stay: the ranking is the point of a league). isOnline comes from presence unless the
 * member hides it. Members the directory does not know keep what identity said and are offline.
 */
export async function withPrivacy(
  viewerId: string,
  entries: LeagueRankingEntry[],
  now: Date,
): Promise<LeagueRankingEntry[]> {
  const others = entries.filter((e) => e.id !== viewerId).map((e) => e.id);
  const [people, friends] = await Promise.all([findEntries(others), friendIdsAmong(viewerId, others)]);
  return entries.map((entry) => {
    const person = people.get(entry.id);
    if (entry.id === viewerId || !person) return entry;
    const hidden =
      person.profileVisibility === 'private' ||
      (person.profileVisibility === 'friends' && !friends.has(entry.id));
    return {
      ...entry,
      username: hidden ? fallbackName(entry.id) : entry.username,
      avatarUrl: hidden ? null : entry.avatarUrl,
      isOnline: !hidden && person.showOnlineStatus && isOnlineAt(person.lastSeenAt, now),
    };
  });
}
