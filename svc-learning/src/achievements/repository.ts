import mongoose from 'mongoose';
import { isDuplicateKey } from '@fff/service-kit';
import { ActivityModel } from '../activities/model';
import { CompletionModel } from '../completion/model';
import { insertNew } from '../wallet/credit-many';
import { LedgerModel } from '../wallet/model';
import { UnlockedAchievementModel } from './model';
import { SocialFactModel } from './social-fact-model';

/** An unlocked achievement as stored. */
export interface UnlockedRow {
  _id: string;
  achievementId: string;
  unlockedAt: Date;
  paid: boolean;
  stonesPaid?: number | null;
  announced: boolean;
}

const idOf = (userId: string, achievementId: string) => `${userId}:${achievementId}`;

/** The learner's unlocked achievements. */
export async function findUnlocked(userId: string): Promise<UnlockedRow[]> {
  return UnlockedAchievementModel.find({ userId }).lean<UnlockedRow[]>();
}

/** The unlocked achievements of each of these learners (one read). */
export async function findUnlockedOf(userIds: string[]): Promise<Map<string, UnlockedRow[]>> {
  const rows = await UnlockedAchievementModel.find({ userId: mongoose.trusted({ $in: userIds }) }).lean<
    Array<UnlockedRow & { userId: string }>
  >();
  const byLearner = new Map<string, UnlockedRow[]>(userIds.map((id) => [id, []]));
  for (const row of rows) byLearner.get(row.userId)?.push(row);
  return byLearner;
}

/** Unlock each once (one unordered insert); true for those this call unlocked, in order. */
export async function unlockMany(
  unlocks: Array<{ userId: string; achievementId: string }>,
  at: Date,
): Promise<boolean[]> {
  const taken = await insertNew(
    UnlockedAchievementModel,
    unlocks.map(({ userId, achievementId }) => ({
      _id: idOf(userId, achievementId),
      userId,
      achievementId,
      unlockedAt: at,
    })),
  );
  return unlocks.map((_, i) => !taken.has(i));
}

/** Mark these rewards as paid, each with the Spice Stones its unlock paid (one write per amount). */
export async function markPaidMany(
  paid: Array<{ userId: string; achievementId: string; stonesPaid: number }>,
): Promise<void> {
  const byAmount = new Map<number, string[]>();
  for (const p of paid)
    byAmount.set(p.stonesPaid, [...(byAmount.get(p.stonesPaid) ?? []), idOf(p.userId, p.achievementId)]);
  await Promise.all(
    [...byAmount].map(([stonesPaid, ids]) =>
      UnlockedAchievementModel.updateMany(
        { _id: mongoose.trusted({ $in: ids }) },
        { $set: { paid: true, stonesPaid } },
      ),
    ),
  );
}

/** Unlock once; true when this call unlocked it. */
export async function unlockOnce(userId: string, achievementId: string, at: Date): Promise<boolean> {
  const res = await UnlockedAchievementModel.updateOne(
    { _id: idOf(userId, achievementId) },
    { $setOnInsert: { userId, achievementId, unlockedAt: at } },
    { upsert: true },
  ).catch((err: unknown) => {
    if (isDuplicateKey(err)) return { upsertedCount: 0 };
    throw err;
  });
  return res.upsertedCount > 0;
}

/** Mark the reward as paid, with the Spice Stones this unlock paid. */
export async function markPaid(userId: string, achievementId: string, stonesPaid: number): Promise<void> {
  await UnlockedAchievementModel.updateOne(
    { _id: idOf(userId, achievementId) },
    { $set: { paid: true, stonesPaid } },
  );
}

/** Mark these achievements' popups as shown. */
export async function markAnnounced(userId: string, achievementIds: string[]): Promise<void> {
  await UnlockedAchievementModel.updateMany(
    { _id: mongoose.trusted({ $in: achievementIds.map((id) => idOf(userId, id)) }) },
    { $set: { announced: true } },
  );
}

/** Lessons the learner completed (first completions). */
export const countCompletions = (userId: string) => CompletionModel.countDocuments({ userId });

/** The Recent Activity line of a perfect quiz (one per perfect attempt). */
export const PERFECT_ACTIVITY = 'perfect_score';

/** Perfect quizzes (one activity per perfect attempt). */
export const countPerfect = (userId: string) =>
  ActivityModel.countDocuments({ userId, type: PERFECT_ACTIVITY });

/** Ledger entries of this learner whose operation id starts with `prefix` (chests, purchases). */
export const countLedger = (userId: string, prefix: string) =>
  LedgerModel.countDocuments({
    userId,
    applied: true,
    _id: mongoose.trusted({ $regex: `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` }),
  });

/** Remove a learner's achievements and the social facts they were counted from. */
export async function deleteAchievements(userId: string): Promise<void> {
  await Promise.all([
    UnlockedAchievementModel.deleteMany({ userId }),
    SocialFactModel.deleteMany({ userId }),
  ]);
}
