import type { FeedbackEntry } from '@fff/contracts';
import type { FeedbackType } from '@fff/domain';
import { FeedbackModel } from './model';

/** What is stored for one message. */
export interface NewFeedback {
  userId: string;
  username: string;
  type: FeedbackType;
  message: string;
  appVersion: string;
  createdAt: Date;
}

type Row = NewFeedback & { _id: { toString(): string } };
const toEntry = (r: Row): FeedbackEntry => ({
  id: r._id.toString(),
  userId: r.userId,
  username: r.username,
  type: r.type,
  message: r.message,
  appVersion: r.appVersion,
  createdAt: r.createdAt.toISOString(),
});

/** Indexes for the operators' newest-first listing and erasure by user. */
export async function ensureFeedbackIndexes(): Promise<void> {
  await FeedbackModel.createIndexes();
}

/** Store one message; returns its id. */
export async function insertFeedback(input: NewFeedback): Promise<string> {
  const doc = await FeedbackModel.create(input);
  return doc._id.toString();
}

/** Newest first, optionally only before a time and of one type. */
export async function listFeedback(q: {
  limit: number;
  before?: string;
  type?: FeedbackType;
}): Promise<FeedbackEntry[]> {
  const filter: Record<string, unknown> = {};
  if (q.before) filter.createdAt = { $lt: new Date(q.before) };
  if (q.type) filter.type = q.type;
  const rows = await FeedbackModel.find(filter).sort({ createdAt: -1 }).limit(q.limit).lean<Row[]>();
  return rows.map(toEntry);
}
