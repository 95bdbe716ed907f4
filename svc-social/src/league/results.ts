import { createRetryQueue, duplicateInsertPositions, freshBatches, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { oneOrIn } from '../shared/grouped-read';
import { LeagueCohortModel } from './model';
import { factsOf, weekAt } from './week-facts';
import { LeagueResultModel, WeekCloseModel } from './result-model';

/** One final standing. */
export interface ResultRow {
  userId: string;
  week: string;
  leagueId: string;
  cohortId: string;
  position: number;
  cohortSize: number;
  score: number;
  reward: number;
  paid: boolean;
  creditRefused: string | null;
  goneCount: number;
}

/** A final standing as the close writes it (before any credit). */
export type NewResult = Omit<ResultRow, 'paid' | 'creditRefused'>;

/**
 * Record cohorts' final standings (one unordered insert for all); rows recorded before (an earlier,
 * interrupted run) are kept. Per cohort, true when every one of its rows was new (so the stored rows
 * are these, none paid yet).
 */
export async function recordResults(cohorts: NewResult[][]): Promise<boolean[]> {
  const fresh = cohorts.map(() => true);
  const rows = cohorts.flat();
  if (rows.length === 0) return fresh;
  const cohortOf = cohorts.flatMap((cohortRows, i) => cohortRows.map(() => i));
  try {
    await LeagueResultModel.insertMany(
      rows.map((r) => ({ _id: `${r.week}:${r.userId}`, ...r })),
      { ordered: false },
    );
  } catch (err) {
    const at = duplicateInsertPositions(err);
    // Without the failed rows' places, no cohort is taken as new: their stored rows are read instead.
    if (!at || at.length === 0) fresh.fill(false);
    else for (const i of at) fresh[cohortOf[i]] = false;
  }
  return fresh;
}

/** These cohorts' recorded standings, by cohort and position. */
export async function cohortResults(cohortIds: string[]): Promise<ResultRow[]> {
  if (cohortIds.length === 0) return [];
  const rows = await LeagueResultModel.find(oneOrIn('cohortId', cohortIds)).lean<ResultRow[]>();
  return rows.sort((a, b) => a.cohortId.localeCompare(b.cohortId) || a.position - b.position);
}

/** Note that the podium credits of these learners' results were acknowledged (one write). */
export async function markPaid(week: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await LeagueResultModel.updateMany(
    oneOrIn(
      '_id',
      userIds.map((id) => `${week}:${id}`),
    ),
    { $set: { paid: true } },
  );
}

/** Note that svc-learning refused the podium credit of this result for good (it is not asked again). */
export async function markCreditRefused(week: string, userId: string, code: string): Promise<void> {
  await LeagueResultModel.updateOne({ _id: `${week}:${userId}` }, { $set: { creditRefused: code } });
}

/** Past weeks with cohorts not closed yet, oldest first. */
export async function weeksToClose(beforeWeek: string): Promise<string[]> {
  const weeks = (await LeagueCohortModel.distinct('week', { closed: false })) as string[];
  return weeks.filter((week) => week < beforeWeek).sort();
}

/** A week's cohorts still to close. */
export async function openCohorts(week: string): Promise<Array<{ id: string; leagueId: string }>> {
  const docs = await LeagueCohortModel.find({ week, closed: false }, 'leagueId index').lean();
  docs.sort((a, b) => a.leagueId.localeCompare(b.leagueId) || a.index - b.index);
  return docs.map((d) => ({ id: String(d._id), leagueId: d.leagueId }));
}

/** Mark cohorts closed (standings recorded, podium paid), in one write. */
export async function markCohortsClosed(cohortIds: string[]): Promise<void> {
  if (cohortIds.length === 0) return;
  await LeagueCohortModel.updateMany(oneOrIn('_id', cohortIds), { $set: { closed: true } });
}

/** How long a lease lasts without renewal: a crashed run's week is resumed after this. */
export const WEEK_CLOSE_LEASE_MS = 120_000;

/** A week being closed, held under a lease by `claimId` (this process); `attempts` failed runs before. */
export interface WeekRun {
  _id: string;
  claimId: string;
  attempts: number;
}

/**
 * The wait after a failed run (a cohort svc-learning could not pay): the worker's interval, doubling
 * per failed run up to a quarter of an hour, so a svc-learning that is down is not asked for every
 * open cohort each minute, and a week waits at most that long once it answers again.
 */
export const WEEK_CLOSE_BACKOFF = { baseMs: 60_000, maxMs: 15 * 60_000 };

// The weeks to close as service-kit's retry queue sees them: one document per week, leased to the
// replica closing it (leaseOwner, until leaseUntil); a failed run is due again after the backoff.
const weekCloses = createRetryQueue<WeekRun>({
  model: WeekCloseModel,
  waiting: { status: 'open' },
  dueField: 'leaseUntil',
  claimField: 'leaseOwner',
  leaseMs: WEEK_CLOSE_LEASE_MS,
  backoff: WEEK_CLOSE_BACKOFF,
});

/**
 * Take the week's lease for `owner` (or renew it when it is theirs already): granted when nobody
 * holds an unexpired one, no backoff is running and the week is not done. The unique _id makes two
 * replicas' first claims one.
 */
export async function takeWeek(week: string, owner: string, now: Date): Promise<WeekRun | null> {
  try {
    await WeekCloseModel.updateOne(
      { _id: week },
      { $setOnInsert: { status: 'open', leaseUntil: new Date(0) } },
      { upsert: true },
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // another replica wrote it first: the claim decides
  }
  const run = await weekCloses.claim(now, { filter: { _id: week }, owner });
  return run ? { _id: week, claimId: owner, attempts: run.attempts ?? 0 } : null;
}

/**
 * A week marked done that has an open cohort again (a learner seated in it by a request that began
 * before the week ended, after it closed) is open again, so that cohort closes too.
 */
export async function reopenWeek(week: string): Promise<void> {
  await WeekCloseModel.updateOne(
    { _id: week, status: 'done' },
    { $set: { status: 'open', leaseUntil: new Date(0), attempts: 0 } },
  );
}

/** Extend the lease; false when it was lost (a long pause let another replica take the week). */
export const renewWeek = (run: WeekRun, now: Date) => weekCloses.renew(run, now);

/** The run failed: the lease goes, and the week is due again after the backoff (by anyone). */
export const retryWeekLater = (run: WeekRun, error: unknown, now: Date) =>
  weekCloses.retryLater(run, error instanceof Error ? error.message : String(error), now);

/** The week is closed for good. */
export const markWeekDone = (run: WeekRun, now: Date) =>
  weekCloses.finish(run, { status: 'done', doneAt: now });

// The plain read, coalesced (service-kit's fresh-batches.ts): it is answered by a query that started
// after it was asked for (a week closed before the request is seen), and the league reads arriving
// during one query share the next (one `$in` over the { userId, seenAt } index).
const UNSEEN_BATCH_MAX = 500;
const readUnseen = freshBatches<{ _id: string }>(async (_group, userIds) => {
  const rows = await LeagueResultModel.find(
    { userId: userIds.length === 1 ? userIds[0] : mongoose.trusted({ $in: userIds }), seenAt: null },
    '_id userId',
  )
    .sort({ week: -1 })
    .lean<Array<{ _id: string; userId: string }>>();
  const latest = new Map<string, { _id: string }>();
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, { _id: row._id });
  return latest;
}, UNSEEN_BATCH_MAX);

// Results are written only by the week close, for past weeks, and a cohort is marked closed only after
// its results were recorded. So once no cohort of an earlier week is open, no new result can appear
// for anyone until the week changes, and a learner found without an unseen result after that point
// has none for the rest of the week: their later league reads skip the read. What is remembered is
// that fact about the week, never a result; the check is the database's, shared by every replica.
// Requests that began before the week's first instant may still seat a learner in the old week for a
// few seconds, so the fact is not relied on in the week's first minutes.
const SETTLE_MS = 5 * 60_000;
const RECHECK_MS = 10_000;
let pastClosedFor: string | undefined;
let lastCheck = 0;
let checking = false;
const nothingUnseen = new Map<string, string>();
const NOTHING_UNSEEN_MAX = 50_000;

function checkPastWeeksClosed(week: string, now: number): void {
  if (checking || now - lastCheck < RECHECK_MS || now < factsOf(week).startsAt + SETTLE_MS) return;
  checking = true;
  lastCheck = now;
  LeagueCohortModel.exists({ closed: false, week: mongoose.trusted({ $lt: week }) })
    .then((open) => {
      if (!open) pastClosedFor = week;
    })
    .catch(() => undefined)
    .finally(() => (checking = false));
}

/**
 * The id of the learner's most recent result not shown yet, if any: a plain indexed read, since almost
 * every league read finds none (it can run beside the standings' reads; takeResult marks it shown).
 * Skipped once this week's reads showed there is none and none can appear before the week changes.
 */
export async function findUnseenResult(userId: string, now: Date): Promise<{ _id: string } | undefined> {
  const { week } = weekAt(now);
  if (nothingUnseen.get(userId) === week) return undefined;
  // Known before the read starts: every result this learner will get this week is already written.
  const settled = pastClosedFor === week;
  if (!settled) checkPastWeeksClosed(week, now.getTime());
  const found = (await readUnseen('', [userId])).get(userId);
  if (!found && settled) {
    if (nothingUnseen.size >= NOTHING_UNSEEN_MAX) nothingUnseen.clear();
    nothingUnseen.set(userId, week);
  }
  return found;
}

/**
 * Marks that result shown and returns it (so it shows once): conditional on it still being unseen, so
 * of two reads racing for it only one shows it; null when the other took it.
 */
export async function takeResult(
  userId: string,
  latest: { _id: string },
  now: Date,
): Promise<ResultRow | null> {
  const taken = await LeagueResultModel.findOneAndUpdate(
    { _id: latest._id, seenAt: null },
    { $set: { seenAt: now } },
    { returnDocument: 'after' },
  ).lean<ResultRow>();
  if (!taken) return null;
  // Older weeks missed while away are not shown afterwards: the latest result is the news.
  await LeagueResultModel.updateMany({ userId, seenAt: null }, { $set: { seenAt: now } });
  return taken;
}

/** Make sure the indexes exist before the first write. */
export async function ensureResultIndexes(): Promise<void> {
  await Promise.all([LeagueResultModel.init(), WeekCloseModel.init()]);
}
