import type { ChatMessage } from '@fff/contracts';
import { pairKey } from '@fff/domain';
import mongoose from 'mongoose';
import { MessageModel } from './model';

interface Row {
  _id: unknown;
  senderId: string;
  receiverId: string;
  message: string;
  createdAt: Date;
}

const toMessage = (r: Row): ChatMessage => ({
  id: String(r._id),
  senderId: r.senderId,
  receiverId: r.receiverId,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

/** Store a message. */
export async function insertMessage(
  senderId: string,
  receiverId: string,
  message: string,
  now: Date,
): Promise<ChatMessage> {
  const doc = await MessageModel.create({
    conversationId: pairKey(senderId, receiverId),
    senderId,
    receiverId,
    message,
    createdAt: now,
  });
  return toMessage(doc.toObject() as Row);
}

/** One page of a conversation, newest first; `before` is the id of the oldest message already shown. */
export async function conversationPage(
  a: string,
  b: string,
  before: string | undefined,
  limit: number,
): Promise<ChatMessage[]> {
  const filter: Record<string, unknown> = { conversationId: pairKey(a, b) };
  if (before) filter._id = mongoose.trusted({ $lt: new mongoose.Types.ObjectId(before) });
  // The sort names the whole index (conversationId is fixed here), so both MongoDB and the embedded
  // server walk { conversationId: 1, _id: -1 } instead of sorting.
  const rows = await MessageModel.find(filter)
    .sort({ conversationId: 1, _id: -1 })
    .limit(limit)
    .lean<Row[]>();
  return rows.map(toMessage);
}

/** Mark what `from` sent to `to` as read. */
export async function markRead(to: string, from: string, now: Date): Promise<void> {
  await MessageModel.updateMany({ receiverId: to, readAt: null, senderId: from }, { $set: { readAt: now } });
}

/** Unread messages to the learner, counted per sender. */
export async function unreadBySender(receiverId: string): Promise<Map<string, number>> {
  const rows = await MessageModel.aggregate<{ _id: string; count: number }>([
    { $match: { receiverId, readAt: null } },
    { $group: { _id: '$senderId', count: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [r._id, r.count]));
}

/** Create the indexes before the first query. */
export async function ensureChatIndexes(): Promise<void> {
  await MessageModel.init();
}
