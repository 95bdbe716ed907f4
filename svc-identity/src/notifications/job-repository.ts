import type { ReminderKind } from '@fff/contracts';
import { ReminderJobModel } from './model';
import { createRetryQueue, isDuplicateKey, type RetryQueue } from '@fff/service-kit';

/** A reminder job as the worker sees it. */
export interface ReminderJob {
  _id: unknown;
  jobId: string;
  userId: string;
  type: ReminderKind;
  timeZone: string;
  day: string;
  runAt: Date;
  attempts: number;
  claimId?: string | null;
}

/**
 * Schedule the learner's reminder of `type` for their local `day`. An existing pending one is moved to
 * the new time; one already sent or cancelled that day stays as it is (at most one of a kind a day).
 * Returns the job's run time, or null when that day's reminder is already done.
 */
export async function upsertReminder(
  job: Omit<ReminderJob, '_id' | 'jobId' | 'attempts' | 'claimId'>,
): Promise<Date | null> {
  const jobId = `${job.userId}:${job.type}:${job.day}`;
  try {
    await ReminderJobModel.updateOne(
      { jobId },
      { $setOnInsert: { ...job, jobId, status: 'pending', attempts: 0 } },
      { upsert: true },
    );
  } catch (err) {
    // Two schedules at once: the other insert won, which is what we wanted.
    if (!isDuplicateKey(err)) throw err;
  }
  const updated = await ReminderJobModel.findOneAndUpdate(
    { jobId, status: 'pending' },
    { $set: { runAt: job.runAt, timeZone: job.timeZone } },
    { returnDocument: 'after' },
  ).lean();
  return updated ? updated.runAt : null;
}

// A claimed job is hidden this long from other replicas; sending a push times out well before.
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * The reminder jobs as service-kit's retry queue sees them: a claim moves runAt ahead and stamps
 * claimId (only its holder finishes the job); a failed push is retried with backoff from `retryBaseMs`
 * up to an hour, and a job that failed MAX_ATTEMPTS times is marked failed for good.
 */
export function reminderQueue(retryBaseMs: number): RetryQueue<ReminderJob> {
  return createRetryQueue({
    model: ReminderJobModel,
    waiting: { status: 'pending' },
    dueField: 'runAt',
    leaseMs: LEASE_MS,
    backoff: { baseMs: retryBaseMs, maxMs: MAX_BACKOFF_MS },
    giveUp: { after: MAX_ATTEMPTS, set: (error) => ({ status: 'failed', outcome: error.slice(0, 200) }) },
  });
}

/** Cancel every pending reminder of the learner (after an unsubscribe of their last device). */
export async function cancelPendingReminders(userId: string, outcome: string): Promise<void> {
  await ReminderJobModel.updateMany(
    { userId, status: 'pending' },
    { $set: { status: 'cancelled', outcome } },
  );
}

/** A job's state (tests and diagnostics). */
export async function findJob(jobId: string) {
  return ReminderJobModel.findOne(
    { jobId },
    { _id: 0, jobId: 1, status: 1, attempts: 1, runAt: 1, outcome: 1 },
  ).lean();
}

/** Make sure the unique and queue indexes exist. */
export async function ensureJobIndexes(): Promise<void> {
  await ReminderJobModel.init();
}
