import crypto from 'node:crypto';
import mongoose from 'mongoose';
import type { ReminderKind } from '@fff/contracts';
import { ReminderJobModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** A reminder job as the worker sees it. */
export interface ReminderJob {
  jobId: string;
  userId: string;
  type: ReminderKind;
  timeZone: string;
  day: string;
  runAt: Date;
  attempts: number;
  claimId: string;
}

/**
 * Schedule the learner's reminder of `type` for their local `day`. An existing pending one is moved to
 * the new time; one already sent or cancelled that day stays as it is (at most one of a kind a day).
 * Returns the job's run time, or null when that day's reminder is already done.
 */
export async function upsertReminder(
  job: Omit<ReminderJob, 'jobId' | 'attempts' | 'claimId'>,
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

/** Claim one due job: its runAt moves `leaseMs` ahead so no other worker takes it meanwhile. */
export async function claimDueJob(now: Date, leaseMs: number): Promise<ReminderJob | null> {
  const claimId = crypto.randomUUID();
  const doc = await ReminderJobModel.findOneAndUpdate(
    { status: 'pending', runAt: mongoose.trusted({ $lte: now }) },
    { $set: { runAt: new Date(now.getTime() + leaseMs), claimId } },
    { sort: { runAt: 1 }, returnDocument: 'after' },
  ).lean();
  if (!doc) return null;
  return {
    jobId: doc.jobId,
    userId: doc.userId,
    type: doc.type as ReminderKind,
    timeZone: doc.timeZone,
    day: doc.day,
    runAt: doc.runAt,
    attempts: doc.attempts,
    claimId,
  };
}

/** Finish a claimed job (sent, cancelled by a rule, or failed for good); false when the claim was lost. */
export async function finishJob(
  job: ReminderJob,
  status: 'sent' | 'cancelled' | 'failed',
  outcome: string,
): Promise<boolean> {
  const res = await ReminderJobModel.updateOne(
    { jobId: job.jobId, claimId: job.claimId, status: 'pending' },
    { $set: { status, outcome, claimId: null } },
  );
  return res.modifiedCount === 1;
}

/** Run a claimed job again at `runAt` (retry after a failure, or a later time the rules chose). */
export async function rescheduleJob(job: ReminderJob, runAt: Date, error: string | null): Promise<void> {
  await ReminderJobModel.updateOne(
    { jobId: job.jobId, claimId: job.claimId, status: 'pending' },
    {
      $set: { runAt, claimId: null, lastError: error?.slice(0, 500) ?? null },
      ...(error ? { $inc: { attempts: 1 } } : {}),
    },
  );
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

/** Delete every reminder job of the learner (account deletion). */
export async function deleteRemindersOf(userId: string): Promise<void> {
  await ReminderJobModel.deleteMany({ userId });
}
