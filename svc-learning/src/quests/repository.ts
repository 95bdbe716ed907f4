import type { QuestCounters } from '@fff/domain';
import mongoose from 'mongoose';
import { QuestDayModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

const idOf = (userId: string, day: string) => `${userId}:${day}`;

/** Add a passed lesson to the learner's day once per `opId`. */
export async function countOnce(
  userId: string,
  day: string,
  opId: string,
  inc: Partial<QuestCounters>,
): Promise<void> {
  try {
    await QuestDayModel.updateOne(
      { _id: idOf(userId, day), ops: mongoose.trusted({ $ne: opId }) },
      { $inc: inc, $push: { ops: opId }, $setOnInsert: { userId, day } },
      { upsert: true },
    );
  } catch (err) {
    // The upsert met the existing day whose `ops` already holds opId: counted before.
    if (!isDuplicateKey(err)) throw err;
  }
}

/** The learner's counters on `day` (zeros when nothing happened). */
export async function countersOn(userId: string, day: string): Promise<QuestCounters> {
  const row = await QuestDayModel.findById(
    idOf(userId, day),
    'lessons perfect xp streak',
  ).lean<QuestCounters>();
  return {
    lessons: row?.lessons ?? 0,
    perfect: row?.perfect ?? 0,
    xp: row?.xp ?? 0,
    streak: row?.streak ?? 0,
  };
}
