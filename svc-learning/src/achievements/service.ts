// Achievements (packages/domain achievements.ts): what svc-learning counts decides which are
// reached; each unlocks once (unique id), pays its reward once (wallet operation id per learner and
// achievement), and writes one `achievement_unlocked` line to Recent Activity (unique key).
import type { AchievementsResponse } from '@fff/contracts';
import { ACHIEVEMENTS } from '@fff/domain';
import { recordActivity } from '../activities/service';
import { credit } from '../wallet/service';
import { awardActivity, awardCredit, dueAchievements, stonesPaid, type Unlocked } from './award';
import { findUnlocked, markAnnounced, markPaid, unlockOnce } from './repository';
import { statsOf } from './stats';

/**
 * Unlock and pay every achievement reached and not yet paid; returns those this call unlocked with
 * the Spice Stones the wallet paid for each (0 for an award already paid before a reset).
 * checkAchievementsOf (check-many.ts) does the same for many learners at once.
 */
export async function checkAchievements(userId: string, now = new Date()): Promise<Unlocked[]> {
  const [stats, unlocked] = await Promise.all([statsOf(userId), findUnlocked(userId)]);
  const fresh: Unlocked[] = [];
  for (const achievement of dueAchievements(stats, unlocked)) {
    const unlockedNow = await unlockOnce(userId, achievement.id, now);
    // Credit and activity are keyed, so finishing an unlock a crash interrupted pays and writes once.
    const credited = await credit(awardCredit(userId, achievement));
    await recordActivity(awardActivity(userId, achievement, now));
    const paid = stonesPaid(achievement, credited.applied);
    await markPaid(userId, achievement.id, paid);
    if (unlockedNow) fresh.push({ ...achievement, stonesPaid: paid });
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
