import type { RoadmapContentItem, RoadmapItem, RoadmapVoteResponse } from '@fff/contracts';
import { ROADMAP_TEXT, canVoteOn, sortByVotes } from '@fff/domain';
import { conflict, notFound } from '@fff/service-kit';
import { deleteVote, hasVoted, insertVote, voteCount, voteCounts, votedItemIds } from './repository';

/** The roadmap use cases over one validated content list. */
export function roadmapService(items: readonly RoadmapContentItem[], now: () => Date) {
  const byId = new Map(items.map((i) => [i.id as string, i]));

  /** Every item with its live votes, most voted first; userVoted only for a signed-in caller. */
  async function list(userId: string | undefined): Promise<RoadmapItem[]> {
    const [counts, mine] = await Promise.all([
      voteCounts(),
      userId ? votedItemIds(userId) : new Set<string>(),
    ]);
    return sortByVotes(items.map((i) => ({ ...i, votes: counts.get(i.id) ?? 0, userVoted: mine.has(i.id) })));
  }

  /**
   * Toggle the caller's vote from what is stored now: withdraw it if present, else add it. Two
   * requests racing to add both see "not voted"; the unique index stores one vote and the loser
   * answers "voted" too, so a double click or two tabs never count twice.
   */
  async function toggleVote(itemId: string, userId: string): Promise<RoadmapVoteResponse> {
    const item = byId.get(itemId);
    if (!item) throw notFound('That roadmap item does not exist.');
    if (!canVoteOn(item)) throw conflict(ROADMAP_TEXT.notOpen, 'voting_closed');
    let userVoted: boolean;
    if (await hasVoted(itemId, userId)) {
      await deleteVote(itemId, userId);
      userVoted = false;
    } else {
      await insertVote(itemId, userId, now());
      userVoted = true;
    }
    return { success: true, id: itemId, userVoted, votes: await voteCount(itemId) };
  }

  return { list, toggleVote };
}

/** The roadmap use cases the routes serve. */
export type RoadmapService = ReturnType<typeof roadmapService>;
