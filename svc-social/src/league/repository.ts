import { groupByKey, oneOrIn } from '../shared/grouped-read';
import { LEAGUE_COHORT_SIZE, type WeeklyXp } from '@fff/domain';
import { freshBatches, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { LeagueCohortModel, LeagueEntryModel } from './model';

/** A learner's lifetime XP: the total and its split by kind. */
export interface XpTotals {
  xp: number;
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
}

/** A learner's seat for a week, as stored. */
export interface EntryRow extends XpTotals {
  userId: string;
  week: string;
  leagueId: string;
  cohortId: string;
  seat: number;
  username: string;
  weekly: WeeklyXp;
  score: number;
  scoreAt: Date;
}

/** What changes on an entry when fresher XP is seen. */
export type EntryRefresh = Pick<EntryRow, 'userId' | 'week' | 'weekly' | 'score' | 'scoreAt'> & XpTotals;

// What a read needs of an entry (toRow's fields): no _id or timestamps to decode.
const ROW_FIELDS =
  'userId week leagueId cohortId seat username xp prepXp flavorXp scienceXp weekly score scoreAt -_id';

const ZERO: WeeklyXp = { prepXp: 0, flavorXp: 0, scienceXp: 0 };

function toRow(d: Partial<EntryRow> & { userId: string; week: string }): EntryRow {
  return {
    userId: d.userId,
    week: d.week,
    leagueId: d.leagueId ?? '',
    cohortId: d.cohortId ?? '',
    seat: d.seat ?? 0,
    username: d.username ?? '',
    xp: d.xp ?? 0,
    prepXp: d.prepXp ?? 0,
    flavorXp: d.flavorXp ?? 0,
    scienceXp: d.scienceXp ?? 0,
    weekly: { ...ZERO, ...d.weekly },
    score: d.score ?? 0,
    scoreAt: d.scoreAt ?? new Date(0),
  };
}

/** The learner's seat for the week, if they showed up already. */
export async function findEntry(userId: string, week: string): Promise<EntryRow | null> {
  const doc = await LeagueEntryModel.findOne({ userId, week }, ROW_FIELDS).lean<EntryRow>();
  return doc ? toRow(doc) : null;
}

/** The most recent lifetime XP stored for this user, in any week. */
export async function lastKnownXp(userId: string): Promise<XpTotals | undefined> {
  const doc = await LeagueEntryModel.findOne({ userId }, 'xp prepXp flavorXp scienceXp')
    .sort({ week: -1 })
    .lean<XpTotals>();
  return doc
    ? { xp: doc.xp, prepXp: doc.prepXp ?? 0, flavorXp: doc.flavorXp ?? 0, scienceXp: doc.scienceXp ?? 0 }
    : undefined;
}

/**
 * Take a seat in the first cohort of the tier with room (a guarded $inc, so a cohort never passes
 * LEAGUE_COHORT_SIZE), opening the next cohort when all are full. Returns the cohort id and the seat.
 */
export async function claimSeat(week: string, leagueId: string): Promise<{ cohortId: string; seat: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const cohort = await LeagueCohortModel.findOneAndUpdate(
      { week, leagueId, open: true, size: mongoose.trusted({ $lt: LEAGUE_COHORT_SIZE }) },
      { $inc: { size: 1 } },
      { sort: { index: 1 }, returnDocument: 'after' },
    ).lean<{ _id: mongoose.Types.ObjectId; size: number }>();
    if (cohort) {
      // The last seat closes the cohort to claims (a crash before this only leaves a full cohort to skip).
      if (cohort.size >= LEAGUE_COHORT_SIZE)
        await LeagueCohortModel.updateOne({ _id: cohort._id }, { $set: { open: false } });
      return { cohortId: String(cohort._id), seat: cohort.size };
    }
    // A concurrent request may have opened a cohort since the claim above: sit there rather than
    // open another one beside it (two half-empty cohorts would split learners who arrived together).
    const withRoom = await LeagueCohortModel.countDocuments({
      week,
      leagueId,
      open: true,
      size: mongoose.trusted({ $lt: LEAGUE_COHORT_SIZE }),
    });
    if (withRoom > 0) continue;
    // Every cohort is full, so the next one's index is the number of full cohorts: requests that
    // get here together compute the same index and collide on the unique key instead of opening
    // cohorts side by side.
    const index = await LeagueCohortModel.countDocuments({
      week,
      leagueId,
      size: mongoose.trusted({ $gte: LEAGUE_COHORT_SIZE }),
    });
    try {
      const created = await LeagueCohortModel.create({ week, leagueId, index, size: 1 });
      return { cohortId: String(created._id), seat: 1 };
    } catch (err) {
      // Another request opened this cohort first: take a seat in it (or the next) on the next turn.
      if (!isDuplicateKey(err)) throw err;
    }
  }
  throw new Error(`no league seat could be claimed in ${leagueId} for ${week}`);
}

/** Give a seat back (the learner turned out to be seated already by a concurrent request). */
export async function releaseSeat(cohortId: string): Promise<void> {
  await LeagueCohortModel.updateOne(
    { _id: cohortId, size: mongoose.trusted({ $gt: 0 }) },
    { $inc: { size: -1 }, $set: { open: true } },
  );
}

/** Seat a recorded learner in a cohort; false when someone else seated them first. */
export async function setSeat(
  userId: string,
  week: string,
  cohortId: string,
  seat: number,
): Promise<boolean> {
  const res = await LeagueEntryModel.updateOne({ userId, week, cohortId: '' }, { $set: { cohortId, seat } });
  return res.modifiedCount === 1;
}

/** Store a learner's week (unseated, or seated); false when it was stored already. */
export async function insertEntry(row: EntryRow): Promise<boolean> {
  try {
    await LeagueEntryModel.create(row);
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

// Cohorts' seats, coalesced (service-kit's fresh-batches.ts): a read is answered by a query that
// started after it was asked for (a seat taken or a score refreshed before is in it), and the league
// reads arriving during one query share the next (one `$in` over the { cohortId } index).
const COHORTS_BATCH_MAX = 200;
const readCohorts = freshBatches<EntryRow[]>(async (_group, cohortIds) => {
  const query = LeagueEntryModel.find(oneOrIn('cohortId', cohortIds), ROW_FIELDS);
  const docs = await (cohortIds.length === 1 ? query.limit(LEAGUE_COHORT_SIZE) : query).lean<EntryRow[]>();
  return groupByKey(docs, (d) => d.cohortId, toRow, LEAGUE_COHORT_SIZE);
}, COHORTS_BATCH_MAX);

/** Everyone seated in a cohort (at most LEAGUE_COHORT_SIZE; callers rank them). */
export async function cohortEntries(cohortId: string): Promise<EntryRow[]> {
  return [...((await readCohorts('', [cohortId])).get(cohortId) ?? [])];
}

/** The stored entries of these learners for a week (for crews: scores when svc-learning is down). */
export async function entriesOf(userIds: string[], week: string): Promise<Map<string, EntryRow>> {
  if (userIds.length === 0) return new Map();
  const docs = await LeagueEntryModel.find({ userId: mongoose.trusted({ $in: userIds }), week }).lean<
    EntryRow[]
  >();
  return new Map(docs.map((d) => [d.userId, toRow(d)]));
}

/** Store fresher XP and scores, in one round trip. */
export async function refreshEntries(updates: EntryRefresh[]): Promise<void> {
  if (updates.length === 0) return;
  await LeagueEntryModel.bulkWrite(
    updates.map(({ userId, week, ...fields }) => ({
      updateOne: { filter: { userId, week }, update: { $set: fields } },
    })),
    { ordered: false },
  );
}

/** Make sure the unique indexes exist before the first write. */
export async function ensureLeagueIndexes(): Promise<void> {
  await Promise.all([LeagueCohortModel.init(), LeagueEntryModel.init()]);
}
