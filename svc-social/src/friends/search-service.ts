import type { PublicUserSearchQuery, Relationship, SearchResult } from '@fff/contracts';
import { progressVisibleTo } from '@fff/domain';
import type { AuthContext } from '@fff/service-kit';
import { searchByPrefix } from '../directory/repository';
import { progressOf } from '../progress/learning-progress';
import { blockedPeers } from '../safety/repository';
import type { SocialDeps } from '../shared/deps';
import { friendIdsAmong, incomingPending, outgoingPendingIds } from './repository';

/**
 * GET /api/users/search: username prefix (case-insensitive), by username, one page. Leaves out the
 * searcher, everyone they blocked or who blocked them, deleted and private profiles. Each result
 * says how the searcher relates to it, and carries numbers only where the profile shows them.
 */
export async function searchUsers(
  auth: AuthContext,
  query: PublicUserSearchQuery,
  deps: SocialDeps,
): Promise<SearchResult[]> {
  const me = auth.userId;
  const exclude = [me, ...(await blockedPeers(me))];
  const found = await searchByPrefix(query.term, exclude, (query.page - 1) * query.limit, query.limit);
  if (found.length === 0) return [];
  const ids = found.map((u) => u.id);
  const [friends, outgoing, incoming] = await Promise.all([
    friendIdsAmong(me, ids),
    outgoingPendingIds(me),
    incomingPending(me).then((rs) => new Set(rs.map((r) => r.senderId))),
  ]);
  const visible = found.filter((u) => progressVisibleTo(u, friends.has(u.id))).map((u) => u.id);
  const progress = await progressOf(visible, deps);
  const relationOf = (id: string): Relationship => {
    if (friends.has(id)) return 'friends';
    if (outgoing.has(id)) return 'request_sent';
    return incoming.has(id) ? 'request_received' : 'none';
  };
  return found.map((u) => {
    const p = progress.get(u.id);
    return {
      id: u.id,
      username: u.username,
      avatarUrl: u.avatarUrl,
      level: p?.level ?? null,
      xp: p?.xp ?? null,
      flavourStones: p?.flavourStones ?? null,
      relationship: relationOf(u.id),
    };
  });
}
