import { groupByKey, oneOrIn } from '../shared/grouped-read';
import type { FriendEntry } from '@fff/contracts';
import { pairKey } from '@fff/domain';
import { freshBatches, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { FriendRequestModel, FriendshipModel } from './model';

/** A stored friend request. */
export interface RequestRow {
  id: string;
  senderId: string;
  receiverId: string;
  message: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  createdAt: Date;
}

/** One side of a friendship. */
export interface FriendshipRow {
  id: string;
  userId: string;
  friendId: string;
  createdAt: Date;
  acceptedAt: Date;
  /**
   * The friendship as a friend card shows it, built when the row is read: a friendship never changes
   * (it is only deleted), and the reads sharing one query share the row instead of each formatting
   * its dates again. Read-only: every card of that query refers to it.
   */
  view: Readonly<FriendEntry['friendship']>;
}

type Lean<T> = Omit<T, 'id'> & { _id: unknown };
const requestOf = (d: Lean<RequestRow>): RequestRow => ({
  id: String(d._id),
  senderId: d.senderId,
  receiverId: d.receiverId,
  message: d.message ?? '',
  status: d.status,
  createdAt: d.createdAt,
});
function friendshipOf(d: Lean<Omit<FriendshipRow, 'view'>>): FriendshipRow {
  const id = String(d._id);
  const view = Object.freeze({
    id,
    userId: d.userId,
    friendId: d.friendId,
    status: 'accepted' as const,
    createdAt: d.createdAt.toISOString(),
    acceptedAt: d.acceptedAt.toISOString(),
  });
  return {
    id,
    userId: d.userId,
    friendId: d.friendId,
    createdAt: d.createdAt,
    acceptedAt: d.acceptedAt,
    view,
  };
}
/** The pending request between two users, in either direction, or null. */
export async function findPendingBetween(a: string, b: string): Promise<RequestRow | null> {
  const doc = await FriendRequestModel.findOne({ pendingKey: pairKey(a, b), status: 'pending' }).lean<
    Lean<RequestRow>
  >();
  return doc ? requestOf(doc) : null;
}

/** Store a new pending request; null when one is already pending for the pair (a race lost). */
export async function insertPending(
  senderId: string,
  receiverId: string,
  message: string,
): Promise<RequestRow | null> {
  try {
    const doc = await FriendRequestModel.create({
      senderId,
      receiverId,
      message,
      pendingKey: pairKey(senderId, receiverId),
    });
    await accountDataOps.refuseIfErased(senderId, () => FriendRequestModel.deleteOne({ _id: doc._id }));
    return requestOf(doc.toObject() as Lean<RequestRow>);
  } catch (err) {
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

/** Close a pending request addressed to `receiverId`; the closed request, or null when there was none. */
export async function closePending(
  requestId: string,
  receiverId: string,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<RequestRow | null> {
  const doc = await FriendRequestModel.findOneAndUpdate(
    { _id: requestId, receiverId, status: 'pending' },
    { $set: { status, respondedAt: now }, $unset: { pendingKey: 1 } },
    { returnDocument: 'after' },
  ).lean<Lean<RequestRow>>();
  return doc ? requestOf(doc) : null;
}

/** The sender withdraws their pending request to `receiverId`; true when there was one. */
export async function cancelPending(senderId: string, receiverId: string, now: Date): Promise<boolean> {
  const res = await FriendRequestModel.updateOne(
    { senderId, receiverId, status: 'pending' },
    { $set: { status: 'cancelled', respondedAt: now }, $unset: { pendingKey: 1 } },
  );
  return res.modifiedCount > 0;
}

/** Withdraw any pending request between two users (after a block). */
export async function dropPendingBetween(a: string, b: string, now: Date): Promise<void> {
  await FriendRequestModel.updateMany(
    { pendingKey: pairKey(a, b), status: 'pending' },
    { $set: { status: 'declined', respondedAt: now }, $unset: { pendingKey: 1 } },
  );
}

/** Incoming pending requests, newest first. */
export async function incomingPending(receiverId: string, limit = 200): Promise<RequestRow[]> {
  // The sort names the whole index (receiverId and status are fixed), so it is walked, not sorted.
  const docs = await FriendRequestModel.find({ receiverId, status: 'pending' })
    .sort({ receiverId: 1, status: 1, createdAt: -1 })
    .limit(limit)
    .lean<Lean<RequestRow>[]>();
  return docs.map(requestOf);
}

/** Ids of users the learner has a pending request to. */
export async function outgoingPendingIds(senderId: string): Promise<Set<string>> {
  const docs = await FriendRequestModel.find({ senderId, status: 'pending' }, { receiverId: 1 }).lean<
    { receiverId: string }[]
  >();
  return new Set(docs.map((d) => d.receiverId));
}

/** Make two users friends (both sides); calling it again changes nothing. */
export async function befriend(a: string, b: string, acceptedAt: Date): Promise<void> {
  const key = pairKey(a, b);
  await FriendshipModel.bulkWrite(
    [
      [a, b],
      [b, a],
    ].map(([userId, friendId]) => ({
      updateOne: {
        filter: { userId, friendId },
        update: { $setOnInsert: { userId, friendId, pairKey: key, acceptedAt, createdAt: acceptedAt } },
        upsert: true,
      },
    })),
    { ordered: false },
  ).catch((err: unknown) => {
    // Two accepts racing: the other one inserted the same side first.
    if (!isDuplicateKey(err)) throw err;
  });
}

/** End a friendship (both sides). */
export async function unfriend(a: string, b: string): Promise<void> {
  await FriendshipModel.deleteMany({ pairKey: pairKey(a, b) });
}

/** True when the two users are friends. */
export async function areFriends(a: string, b: string): Promise<boolean> {
  return (await FriendshipModel.exists({ userId: a, friendId: b })) !== null;
}

// Friend lists by learner, coalesced (service-kit's fresh-batches.ts): a read is answered by a query
// that started after it was asked for (a friendship accepted before the request is in it), and the
// reads arriving during one query share the next (one `$in` over the { userId } index). Grouped by
// the limit asked for, which each learner's list is cut to.
const FRIEND_LISTS_BATCH_MAX = 200;
const readFriendships = freshBatches<FriendshipRow[]>(async (group, userIds) => {
  const limit = Number(group);
  const query = FriendshipModel.find(oneOrIn('userId', userIds), 'userId friendId createdAt acceptedAt').sort(
    {
      acceptedAt: -1,
    },
  );
  const docs = await (userIds.length === 1 ? query.limit(limit) : query).lean<
    Lean<Omit<FriendshipRow, 'view'>>[]
  >();
  return groupByKey(docs, (d) => d.userId, friendshipOf, limit);
}, FRIEND_LISTS_BATCH_MAX);

/** The learner's friendships (their side), most recent first. */
export async function friendshipsOf(userId: string, limit = 1000): Promise<FriendshipRow[]> {
  return [...((await readFriendships(String(limit), [userId])).get(userId) ?? [])];
}

/** Ids of the learner's friends among `ids`. */
export async function friendIdsAmong(userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const docs = await FriendshipModel.find(
    { userId, friendId: mongoose.trusted({ $in: ids }) },
    { friendId: 1 },
  ).lean<{ friendId: string }[]>();
  return new Set(docs.map((d) => d.friendId));
}

/** Create the indexes before the first write (the partial unique index matters for correctness). */
export async function ensureFriendIndexes(): Promise<void> {
  await Promise.all([FriendRequestModel.init(), FriendshipModel.init()]);
}
