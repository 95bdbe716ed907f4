// What unlocking one achievement writes, the same for one learner's check and a batch's: which are
// due, the wallet credit and the Recent Activity line, both keyed per learner and achievement so a
// finish after a crash pays and writes once.
import type { AchievementDef, AchievementStats } from '@fff/domain';
import { achievementsReached } from '@fff/domain';
import type { CreditItem } from '../wallet/credit-many';
import type { UnlockedRow } from './repository';

/** An achievement this check unlocked, with the Spice Stones the wallet paid for it. */
export type Unlocked = AchievementDef & { stonesPaid: number };

/** The achievements the stats reach whose reward is not paid yet (in the Awards card's order). */
export function dueAchievements(stats: AchievementStats, unlocked: UnlockedRow[]): AchievementDef[] {
  const paid = new Set(unlocked.filter((u) => u.paid).map((u) => u.achievementId));
  return achievementsReached(stats).filter((a) => !paid.has(a.id));
}

/**
 * The operation id of an award's credit and activity. After a reset of the achievements the ledger
 * still holds it, so an award earned again pays nothing (and says so).
 */
const awardKey = (userId: string, achievement: AchievementDef) => `achievement:${userId}:${achievement.id}`;

/** The award's wallet credit. */
export function awardCredit(userId: string, achievement: AchievementDef): CreditItem {
  return {
    userId,
    currency: 'spiceStones',
    amount: achievement.reward,
    reason: `Achievement: ${achievement.name}`,
    operationId: awardKey(userId, achievement),
  };
}

/** The award's Recent Activity line. */
export function awardActivity(userId: string, achievement: AchievementDef, createdAt: Date) {
  return {
    userId,
    type: 'achievement_unlocked',
    description: `Unlocked ${achievement.name}: ${achievement.description}`,
    xpEarned: 0,
    key: awardKey(userId, achievement),
    createdAt,
  };
}

/** What the award paid: its reward when the credit was applied now, else 0 (paid before a reset). */
export const stonesPaid = (achievement: AchievementDef, applied: boolean) =>
  applied ? achievement.reward : 0;
