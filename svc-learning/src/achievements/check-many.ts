// checkAchievements (service.ts) for many learners at once (the podium of a league batch): the same
// rules (stats.ts, award.ts) and the same order of writes per award (unlock, credit, activity, paid
// mark last), with one read per collection for all learners and one bulk write per step.
import { ActivityModel } from '../activities/model';
import { creditMany, insertNew } from '../wallet/credit-many';
import { awardActivity, awardCredit, dueAchievements, stonesPaid, type Unlocked } from './award';
import { findUnlockedOf, markPaidMany, unlockMany } from './repository';
import { statsOfMany } from './stats';

/**
 * Unlock and pay what each learner reached and was not paid yet; returns what this call unlocked
 * per learner. Learners whose data was erased are absent (the single check refuses them). A credit
 * the wallet refuses (its operation id used for another amount) leaves that award unpaid, to be
 * tried again by the next check, as a single check failing on it does.
 */
export async function checkAchievementsOf(
  userIds: string[],
  now = new Date(),
): Promise<Map<string, Unlocked[]>> {
  const learners = [...new Set(userIds)];
  const fresh = new Map<string, Unlocked[]>();
  if (learners.length === 0) return fresh;
  const [stats, unlocked] = await Promise.all([statsOfMany(learners), findUnlockedOf(learners)]);
  const due = [...stats].flatMap(([userId, s]) => {
    fresh.set(userId, []);
    return dueAchievements(s, unlocked.get(userId) ?? []).map((achievement) => ({ userId, achievement }));
  });
  if (due.length === 0) return fresh;

  const firstUnlock = await unlockMany(
    due.map(({ userId, achievement }) => ({ userId, achievementId: achievement.id })),
    now,
  );
  const credits = due.map(({ userId, achievement }) => awardCredit(userId, achievement));
  const outcomes = await creditMany(credits);
  const settled = due
    .map((d, i) => ({
      ...d,
      unlockedNow: firstUnlock[i],
      outcome: outcomes.get(credits[i].operationId)?.outcome,
    }))
    .filter((d) => d.outcome !== undefined && d.outcome !== 'refused');
  // Keyed lines: one already written (a finish after a crash) is left as it is.
  await insertNew(
    ActivityModel,
    settled.map(({ userId, achievement }) => awardActivity(userId, achievement, now)),
  );
  const paid = settled.map((d) => ({ ...d, stonesPaid: stonesPaid(d.achievement, d.outcome === 'applied') }));
  await markPaidMany(
    paid.map(({ userId, achievement, stonesPaid }) => ({
      userId,
      achievementId: achievement.id,
      stonesPaid,
    })),
  );
  for (const d of paid)
    if (d.unlockedNow) fresh.get(d.userId)!.push({ ...d.achievement, stonesPaid: d.stonesPaid });
  return fresh;
}
