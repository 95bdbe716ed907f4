// What svc-learning counts for achievements (AchievementStats), read for one learner or for many at
// once. Both reads put the same counts through statsFrom, so the rules live in one place.
import { levelFromXp, levelXp, type AchievementStats, type SocialFact } from '@fff/domain';
import mongoose from 'mongoose';
import { ActivityModel } from '../activities/model';
import { CompletionModel } from '../completion/model';
import { ProgressionModel } from '../progression/model';
import { readProgression, type ProgressionRow } from '../progression/repository';
import { ensureLearners } from '../wallet/credit-many';
import { LedgerModel } from '../wallet/model';
import { countSocialFacts, SocialFactModel } from './social-fact-model';
import { countCompletions, countLedger, countPerfect, PERFECT_ACTIVITY } from './repository';

/** The counted ledger movements: a learner's chests and purchases carry their id in the operation id. */
const LEDGER_COUNTED = {
  chests: (userId: string) => `quest-chest:${userId}:`,
  purchases: (userId: string) => `shop:${userId}:`,
} as const;

type Counted = Omit<AchievementStats, 'streak' | 'level'>;
type StatsRow = Pick<ProgressionRow, 'streak' | 'longestStreak' | 'prepXp' | 'flavorXp' | 'scienceXp'>;

/** The stats of a learner from their progression and counts. */
function statsFrom(row: StatsRow, counted: Counted): AchievementStats {
  return {
    ...counted,
    streak: Math.max(row.streak, row.longestStreak),
    level: levelFromXp(levelXp(row)),
  };
}

/** One learner's stats (their progression is created when missing; an erased learner is refused). */
export async function statsOf(userId: string): Promise<AchievementStats> {
  const [row, lessons, perfect, chests, purchases, social] = await Promise.all([
    readProgression(userId),
    countCompletions(userId),
    countPerfect(userId),
    countLedger(userId, LEDGER_COUNTED.chests(userId)),
    countLedger(userId, LEDGER_COUNTED.purchases(userId)),
    countSocialFacts(userId),
  ]);
  return statsFrom(row, { lessons, perfect, chests, purchases, ...social });
}

const STATS_FIELDS = 'streak longestStreak prepXp flavorXp scienceXp';
const inIds = (ids: string[]) => mongoose.trusted({ $in: ids });

/**
 * The learners' progressions, as readProgression gives them: the missing ones are created first,
 * and learners whose data was erased are left out (the single read refuses them).
 */
async function progressionsOf(userIds: string[]): Promise<Map<string, StatsRow>> {
  const read = async (ids: string[]) =>
    ProgressionModel.find({ _id: inIds(ids) }, STATS_FIELDS).lean<Array<StatsRow & { _id: string }>>();
  const rows = new Map((await read(userIds)).map((r) => [r._id, r]));
  const missing = userIds.filter((id) => !rows.has(id));
  if (missing.length > 0) {
    const erased = await ensureLearners(missing);
    for (const r of await read(missing.filter((id) => !erased.has(id)))) rows.set(r._id, r);
  }
  return rows;
}

/** How many documents matching `filter` each of the learners has (one grouped read). */
async function countPerLearner(
  model: { aggregate: mongoose.Model<unknown>['aggregate'] },
  userIds: string[],
  filter: Record<string, unknown> = {},
): Promise<Map<string, number>> {
  const rows = await model.aggregate<{ _id: string; n: number }>([
    { $match: { userId: { $in: userIds }, ...filter } },
    { $group: { _id: '$userId', n: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [r._id, r.n]));
}

/** Each learner's counted ledger movements (chests, purchases): one read over their applied entries. */
async function ledgerCounts(userIds: string[]): Promise<Map<string, Pick<Counted, 'chests' | 'purchases'>>> {
  const kinds = Object.keys(LEDGER_COUNTED) as Array<keyof typeof LEDGER_COUNTED>;
  const rows = await LedgerModel.find(
    { userId: inIds(userIds), applied: true, _id: mongoose.trusted({ $regex: '^(?:quest-chest|shop):' }) },
    '_id userId',
  ).lean<Array<{ _id: string; userId: string }>>();
  const counts = new Map(userIds.map((id) => [id, { chests: 0, purchases: 0 }]));
  for (const row of rows)
    for (const kind of kinds)
      if (row._id.startsWith(LEDGER_COUNTED[kind](row.userId))) counts.get(row.userId)![kind]++;
  return counts;
}

/** Each learner's social facts by kind (one grouped read). */
async function socialCounts(userIds: string[]): Promise<Map<string, Record<SocialFact, number>>> {
  const rows = await SocialFactModel.aggregate<{ _id: { userId: string; fact: SocialFact }; n: number }>([
    { $match: { userId: { $in: userIds } } },
    { $group: { _id: { userId: '$userId', fact: '$fact' }, n: { $sum: 1 } } },
  ]);
  const counts = new Map(userIds.map((id) => [id, { friends: 0, crews: 0, podiums: 0 }]));
  for (const { _id, n } of rows) counts.get(_id.userId)![_id.fact] = n;
  return counts;
}

/**
 * Many learners' stats with one read per collection, equal to statsOf for each. Learners whose data
 * was erased are absent (statsOf refuses them).
 */
export async function statsOfMany(userIds: string[]): Promise<Map<string, AchievementStats>> {
  const [rows, lessons, perfect, ledger, social] = await Promise.all([
    progressionsOf(userIds),
    countPerLearner(CompletionModel, userIds),
    countPerLearner(ActivityModel, userIds, { type: PERFECT_ACTIVITY }),
    ledgerCounts(userIds),
    socialCounts(userIds),
  ]);
  const stats = new Map<string, AchievementStats>();
  for (const [userId, row] of rows)
    stats.set(
      userId,
      statsFrom(row, {
        lessons: lessons.get(userId) ?? 0,
        perfect: perfect.get(userId) ?? 0,
        ...ledger.get(userId)!,
        ...social.get(userId)!,
      }),
    );
  return stats;
}
