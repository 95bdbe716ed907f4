import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { ProgressionModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** Stored progression fields (plain object). */
export interface ProgressionRow {
  _id: string;
  xp: number;
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
  prestige: number;
  hearts: number;
  heartsUpdatedAt: Date | null;
  coins: number;
  spiceStones: number;
  streak: number;
  longestStreak: number;
  lastStreakDate: string | null;
  streakFreezes: number;
  xpBoostUntil: Date | null;
  ownedThemes: string[];
  kitchenTheme: string | null;
  ownedOutfits: string[];
  mascotOutfit: string | null;
}

/** How many recent operation ids a progression remembers (only crash windows need them). */
export const APPLIED_OPS_KEPT = 300;
const FIELDS =
  'xp prepXp flavorXp scienceXp prestige hearts heartsUpdatedAt coins spiceStones streak longestStreak lastStreakDate ' +
  'streakFreezes xpBoostUntil ownedThemes kitchenTheme ownedOutfits mascotOutfit';

/** Stored progressions of these users, by user id (users without a document are absent). */
export async function findProgressions(userIds: string[]): Promise<Map<string, Partial<ProgressionRow>>> {
  const rows = await ProgressionModel.find({ _id: mongoose.trusted({ $in: userIds }) }, FIELDS).lean<
    ProgressionRow[]
  >();
  return new Map(rows.map((row) => [row._id, row]));
}

// What a card needs: the level comes from the XP kinds (levelXp), the streak from its last day.
const CARD_FIELDS = 'xp prepXp flavorXp scienceXp spiceStones streak lastStreakDate streakFreezes';

/** The card fields of these users' stored progressions, by user id (no document: absent). */
export async function findProgressionCards(userIds: string[]): Promise<Map<string, Partial<ProgressionRow>>> {
  const rows = await ProgressionModel.find({ _id: mongoose.trusted({ $in: userIds }) }, CARD_FIELDS).lean<
    ProgressionRow[]
  >();
  return new Map(rows.map((row) => [row._id, row]));
}

/** The stored progression of one user (null without a document): one point read by _id. */
export async function findProgression(userId: string): Promise<Partial<ProgressionRow> | null> {
  return ProgressionModel.findById(userId, FIELDS).lean<ProgressionRow>();
}

/**
 * Create the learner's document with defaults if missing (safe under concurrency); never for a
 * learner whose data was erased (accountDataOps.refuseIfErased).
 */
export async function ensureProgression(userId: string): Promise<void> {
  let created = false;
  try {
    const res = await ProgressionModel.updateOne(
      { _id: userId },
      { $setOnInsert: { _id: userId } },
      { upsert: true },
    );
    created = res.upsertedCount > 0;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  if (created) await accountDataOps.refuseIfErased(userId, () => ProgressionModel.deleteOne({ _id: userId }));
}

/** The learner's stored progression (created with defaults when missing). */
export async function readProgression(userId: string): Promise<ProgressionRow> {
  await ensureProgression(userId);
  const row = await ProgressionModel.findById(userId, FIELDS).lean<ProgressionRow>();
  if (!row) throw new Error(`progression ${userId} vanished`);
  return row;
}

/**
 * Increment counters once per operation id: matches only when `opId` was not applied yet
 * (and, for each `atLeast` field, when the balance covers a debit). Null when nothing changed.
 */
export async function incrementOnce(
  userId: string,
  opId: string,
  inc: Partial<
    Record<'xp' | 'prepXp' | 'flavorXp' | 'scienceXp' | 'coins' | 'spiceStones' | WeekCounter, number>
  >,
  atLeast: Partial<Record<'coins' | 'spiceStones', number>> = {},
): Promise<ProgressionRow | null> {
  const filter: Record<string, unknown> = { _id: userId, appliedOps: mongoose.trusted({ $ne: opId }) };
  for (const [field, min] of Object.entries(atLeast)) filter[field] = mongoose.trusted({ $gte: min });
  return ProgressionModel.findOneAndUpdate(
    filter,
    { $inc: inc, $push: { appliedOps: { $each: [opId], $slice: -APPLIED_OPS_KEPT } } },
    { returnDocument: 'after', projection: FIELDS },
  ).lean<ProgressionRow>();
}

/** True when the operation id is among the recently applied ones. */
export async function wasApplied(userId: string, opId: string): Promise<boolean> {
  return (await ProgressionModel.exists({ _id: userId, appliedOps: opId })) !== null;
}

/** A weekly XP counter path, e.g. 'weeks.2025-05-04.prepXp'. */
export type WeekCounter = `weeks.${string}.${'prepXp' | 'flavorXp' | 'scienceXp' | 'herbBadges'}`;

/** Lifetime XP and the counters of one league week, of the learners that have a document. */
export async function findWeeklyXp(
  userIds: string[],
  week: string,
): Promise<
  Map<
    string,
    Pick<ProgressionRow, 'xp' | 'prepXp' | 'flavorXp' | 'scienceXp'> & { weekly?: Record<string, number> }
  >
> {
  const rows = await ProgressionModel.find(
    { _id: mongoose.trusted({ $in: userIds }) },
    `xp prepXp flavorXp scienceXp weeks.${week}`,
  ).lean<Array<ProgressionRow & { weeks?: Record<string, Record<string, number>> }>>();
  return new Map(rows.map((row) => [row._id, { ...row, weekly: row.weeks?.[week] }]));
}

/** Compare-and-set: applies `set` only if the fields in `expected` still hold their values. */
export async function compareAndSet(
  userId: string,
  expected: Partial<ProgressionRow>,
  set: Partial<ProgressionRow>,
): Promise<boolean> {
  const result = await ProgressionModel.updateOne({ _id: userId, ...expected }, { $set: set });
  return result.matchedCount === 1;
}

/**
 * Prestige: the XP kinds back to 0 and one prestige counted, only while they still hold exactly the
 * values the caller checked (`seen`), so one level-100 state yields exactly one prestige.
 */
export async function resetForPrestige(
  userId: string,
  seen: Pick<ProgressionRow, 'prepXp' | 'flavorXp' | 'scienceXp'>,
): Promise<ProgressionRow | null> {
  return ProgressionModel.findOneAndUpdate(
    { _id: userId, prepXp: seen.prepXp, flavorXp: seen.flavorXp, scienceXp: seen.scienceXp },
    { $set: { prepXp: 0, flavorXp: 0, scienceXp: 0, level: 1 }, $inc: { prestige: 1 } },
    { returnDocument: 'after', projection: FIELDS },
  ).lean<ProgressionRow>();
}
