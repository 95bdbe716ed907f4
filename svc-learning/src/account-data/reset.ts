import type { ResetCategory } from '@fff/domain';
import { DEFAULT_RESET_VALUES, NEW_LEARNER } from '@fff/domain';
import mongoose from 'mongoose';
import { deleteAchievements } from '../achievements/repository';
import { ActivityModel } from '../activities/model';
import { CompletionModel } from '../completion/model';
import { AttemptModel } from '../lessons/model';
import { ProgressionModel } from '../progression/model';
import { deleteReviewData } from '../review/repository';
import { FrozenDayModel } from '../streak/frozen-day-model';
import { StreakActivityModel } from '../streak/model';
import { LedgerModel } from '../wallet/model';

/** Activity types that are achievements (the rest of the feed is lesson progress). */
export const ACHIEVEMENT_ACTIVITY_TYPES = Object.freeze([
  'achievement_unlocked',
  'level_up',
  'perfect_score',
  'streak_milestone',
  'prestige',
]);

// Each category's reset restores DEFAULT_RESET_VALUES for its fields. Every step is idempotent,
// so a redelivery after a crash finishes the reset without harm.

async function resetProgress(userId: string): Promise<void> {
  await Promise.all([
    CompletionModel.deleteMany({ userId }),
    AttemptModel.deleteMany({ userId }),
    StreakActivityModel.deleteMany({ userId }),
    // The streak starts over, so the days a freeze covered go from its calendar too.
    FrozenDayModel.deleteMany({ userId }),
    ActivityModel.deleteMany({ userId, type: 'lesson_completed' }),
    // Review cards and sessions follow the lessons they came from.
    deleteReviewData(userId),
  ]);
  await ProgressionModel.updateOne(
    { _id: userId },
    {
      $set: {
        xp: DEFAULT_RESET_VALUES.xp,
        prepXp: 0,
        flavorXp: 0,
        scienceXp: 0,
        level: DEFAULT_RESET_VALUES.level,
        prestige: 0,
        hearts: DEFAULT_RESET_VALUES.hearts,
        heartsUpdatedAt: null,
        streak: NEW_LEARNER.streak,
        longestStreak: 0,
        lastStreakDate: null,
      },
      // Lessons pay XP again once redone; wallet operations (level-up and lesson stones) keep their
      // ledger ids, so a reset never pays the same stones twice.
      $pull: { appliedOps: mongoose.trusted({ $regex: '^xp:' }) },
      // The league's weekly counters go too, or lessons redone after the reset would count twice this week.
      $unset: { weeks: '' },
    },
  );
}

async function resetAchievements(userId: string): Promise<void> {
  // The unique keys go with them, so a level reached again is announced again. The awards go too
  // (the Awards card shows them locked, as the Reset dialog says); their ledger entries stay, so an
  // award earned again never pays twice.
  await Promise.all([
    ActivityModel.deleteMany({
      userId,
      type: mongoose.trusted({ $in: [...ACHIEVEMENT_ACTIVITY_TYPES] }),
    }),
    deleteAchievements(userId),
  ]);
}

/** Balances to zero; the ledger records the reset so its history still explains the balance. */
async function resetCurrency(userId: string, operationId: string): Promise<void> {
  const before = await ProgressionModel.findById(userId, { spiceStones: 1, coins: 1 }).lean<{
    spiceStones?: number;
    coins?: number;
  }>();
  if (!before) return;
  for (const currency of ['spiceStones', 'coins'] as const) {
    const amount = before[currency] ?? 0;
    if (amount === 0) continue;
    await LedgerModel.updateOne(
      { _id: `${operationId}:${currency}` },
      {
        $setOnInsert: {
          userId,
          currency,
          amount: -amount,
          reason: 'progress_reset',
          applied: true,
          balanceAfter: 0,
        },
      },
      { upsert: true },
    );
  }
  await ProgressionModel.updateOne(
    { _id: userId },
    { $set: { spiceStones: DEFAULT_RESET_VALUES.flavourStones, coins: DEFAULT_RESET_VALUES.coins } },
  );
}

/** Reset the categories svc-learning owns (progress, achievements, currency). */
export async function resetCategories(
  userId: string,
  operationId: string,
  categories: readonly ResetCategory[],
): Promise<void> {
  if (categories.includes('progress')) await resetProgress(userId);
  if (categories.includes('achievements')) await resetAchievements(userId);
  if (categories.includes('currency')) await resetCurrency(userId, operationId);
}
