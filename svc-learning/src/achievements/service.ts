// Achievements (packages/domain achievements.ts): what svc-learning counts decides which are
// reached; each unlocks once (unique id), pays its reward once (wallet operation id per learner and
// achievement), and writes one `achievement_unlocked` line to Recent Activity (unique key).
import type { AchievementsResponse } from '@fff/contracts';
import {
  ACHIEVEMENTS,
  achievementsReached,
  levelFromXp,
  levelXp,
  type AchievementDef,
  type AchievementStats,
} from '@fff/domain';
import { recordActivity } from '../activities/service';
import { readProgression } from '../progression/repository';
import { credit } from '../wallet/service';
import { countSocialFacts } from './social-fact-model';
import {
  countCompletions,
  countLedger,
  countPerfect,
  findUnlocked,
  markAnnounced,
  markPaid,
  unlockOnce,
} from './repository';

async function statsOf(userId: string): Promise<AchievementStats> {
  const [row, lessons, perfect, chests, purchases, social] = await Promise.all([
    readProgression(userId),
    countCompletions(userId),
    countPerfect(userId),
    countLedger(userId, `quest-chest:${userId}:`),
    countLedger(userId, `shop:${userId}:`),
    countSocialFacts(userId),
  ]);
  return {
    lessons,
    perfect,
    streak: Math.max(row.streak, row.longestStreak),
    level: levelFromXp(levelXp(row)),
    chests,
    purchases,
    ...social,
  };
}

/**
 * Unlock and pay every achievement reached and not yet paid; returns those this call unlocked with
 * the Spice Stones the wallet paid for each (0 for an award already paid before a reset).
 */
export async function checkAchievements(
  userId: string,
  now = new Date(),
): Promise<Array<AchievementDef & { stonesPaid: number }>> {
  const [reached, unlocked] = await Promise.all([
    achievementsReached(await statsOf(userId)),
    findUnlocked(userId),
  ]);
  const paid = new Set(unlocked.filter((u) => u.paid).map((u) => u.achievementId));
  const fresh: Array<AchievementDef & { stonesPaid: number }> = [];
  for (const achievement of reached) {
    if (paid.has(achievement.id)) continue;
    const unlockedNow = await unlockOnce(userId, achievement.id, now);
    const key = `achievement:${userId}:${achievement.id}`;
    // Credit and activity are keyed, so finishing an unlock a crash interrupted pays and writes once;
    // after a reset of the achievements the ledger still holds the key, so an award earned again
    // pays nothing and says so.
    const credited = await credit({
      userId,
      currency: 'spiceStones',
      amount: achievement.reward,
      reason: `Achievement: ${achievement.name}`,
      operationId: key,
    });
    await recordActivity({
      userId,
      type: 'achievement_unlocked',
      description: `Unlocked ${achievement.name}: ${achievement.description}`,
      xpEarned: 0,
      key,
      createdAt: now,
    });
    const stonesPaid = credited.applied ? achievement.reward : 0;
    await markPaid(userId, achievement.id, stonesPaid);
    if (unlockedNow) fresh.push({ ...achievement, stonesPaid });
  }
  return fresh;
}

/** Every achievement with the learner's state, after unlocking what is due. */
export async function learnerAchievements(userId: string, now = new Date()): Promise<AchievementsResponse> {
  await checkAchievements(userId, now);
  const unlocked = new Map((await findUnlocked(userId)).map((u) => [u.achievementId, u]));
  return {
    achievements: ACHIEVEMENTS.map((a) => {
      const row = unlocked.get(a.id);
      return {
        id: a.id,
        name: a.name,
        description: a.description,
        reward: a.reward,
        unlocked: row !== undefined,
        unlockedAt: row ? row.unlockedAt.toISOString() : null,
        announced: row?.announced ?? false,
        stonesPaid: row ? (row.stonesPaid ?? a.reward) : null,
      };
    }),
  };
}

/** The app showed these popups. */
export async function achievementsAnnounced(userId: string, ids: string[]): Promise<void> {
  await markAnnounced(userId, ids);
}
