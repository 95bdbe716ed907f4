import type { LeagueRankingEntry } from '@fff/contracts';
import { isOnlineAt } from '@fff/domain';
import type { DirectoryEntry } from '../directory/repository';
import { fallbackName } from './names';

// Rankings honour each member's privacy (from svc-social's directory): a private profile, or a
// friends-only one seen by a non-friend, is listed as 'Chef 1a2b' without a picture (XP and position
// stay: the ranking is the point of a league). isOnline comes from presence unless the member hides
// it. Members the directory does not know keep their name and are offline. The viewer is online by
// asking, so their own row says so, unless they hide their status (then it reads as others see it).

/** Whether `person`'s name and picture are hidden from a viewer whose friends are `friends`. */
export function isHiddenFrom(person: DirectoryEntry, friends: Set<string>): boolean {
  return (
    person.profileVisibility === 'private' ||
    (person.profileVisibility === 'friends' && !friends.has(person.id))
  );
}

/**
 * The rankings as `viewerId` may see them. `blocked` (whoever the viewer blocked or was blocked by)
 * are listed like a private profile: spec §6 hides a blocked person's content, and their row keeps
 * its score and position so the ranking still adds up.
 */
export function withPrivacy(
  viewerId: string,
  entries: LeagueRankingEntry[],
  people: Map<string, DirectoryEntry>,
  friends: Set<string>,
  now: Date,
  blocked: ReadonlySet<string> = new Set(),
): LeagueRankingEntry[] {
  return entries.map((entry) => {
    const person = people.get(entry.id);
    if (entry.id === viewerId) return { ...entry, isOnline: person?.showOnlineStatus ?? true };
    if (blocked.has(entry.id))
      return { ...entry, username: fallbackName(entry.id), avatarUrl: null, isOnline: false };
    if (!person) return entry;
    const hidden = isHiddenFrom(person, friends);
    return {
      ...entry,
      username: hidden ? fallbackName(entry.id) : entry.username,
      avatarUrl: hidden ? null : entry.avatarUrl,
      isOnline: !hidden && person.showOnlineStatus && isOnlineAt(person.lastSeenAt, now),
    };
  });
}
