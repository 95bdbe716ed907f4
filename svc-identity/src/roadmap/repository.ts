import { RoadmapVoteModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** The unique (itemId, userId) index; create before the first vote. */
export async function ensureRoadmapIndexes(): Promise<void> {
  await RoadmapVoteModel.createIndexes();
}

/** Votes per item id (items without votes are absent). */
export async function voteCounts(): Promise<Map<string, number>> {
  const rows = await RoadmapVoteModel.aggregate<{ _id: string; votes: number }>([
    { $group: { _id: '$itemId', votes: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [r._id, r.votes]));
}

/** Votes on one item. */
export async function voteCount(itemId: string): Promise<number> {
  return RoadmapVoteModel.countDocuments({ itemId });
}

/** Item ids the learner voted for. */
export async function votedItemIds(userId: string): Promise<Set<string>> {
  const rows = await RoadmapVoteModel.find({ userId }, { itemId: 1, _id: 0 }).lean<{ itemId: string }[]>();
  return new Set(rows.map((r) => r.itemId));
}

/** Has the learner voted for the item? */
export async function hasVoted(itemId: string, userId: string): Promise<boolean> {
  return (await RoadmapVoteModel.countDocuments({ itemId, userId })) > 0;
}

/** Record the vote; false when it already exists (the unique index refused a second one). */
export async function insertVote(itemId: string, userId: string, at: Date): Promise<boolean> {
  try {
    await RoadmapVoteModel.create({ itemId, userId, createdAt: at });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** Withdraw the vote; false when there was none. */
export async function deleteVote(itemId: string, userId: string): Promise<boolean> {
  return (await RoadmapVoteModel.deleteOne({ itemId, userId })).deletedCount > 0;
}
