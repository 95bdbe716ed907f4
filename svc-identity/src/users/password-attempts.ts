import mongoose, { Schema } from 'mongoose';

/** Wrong current passwords allowed per account within the window before change-password refuses. */
export const PASSWORD_FAILURES_MAX = 5;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong current-password attempts per account, kept in the database so the limit holds across
 * replicas and restarts (an IP limit alone lets a stolen session guess from many addresses).
 */
const attemptSchema = new Schema(
  {
    _id: { type: String, required: true },
    failures: { type: Number, default: 0 },
    windowStart: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
  },
  { versionKey: false },
);

const AttemptModel = mongoose.model('PasswordAttempt', attemptSchema, 'password_attempts');

/** True when the account has used up its wrong attempts in the current window. */
export async function passwordAttemptsExhausted(userId: string, now: Date): Promise<boolean> {
  const doc = await AttemptModel.findById(userId).lean();
  return Boolean(
    doc &&
    doc.windowStart.getTime() + PASSWORD_FAILURE_WINDOW_MS > now.getTime() &&
    doc.failures >= PASSWORD_FAILURES_MAX,
  );
}

/** Count one wrong attempt (a new window starts when the last one is over). */
export async function recordPasswordFailure(userId: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + PASSWORD_FAILURE_WINDOW_MS);
  const windowOpen = mongoose.trusted({ $gt: new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_MS) });
  const bumped = await AttemptModel.updateOne(
    { _id: userId, windowStart: windowOpen },
    { $inc: { failures: 1 } },
  );
  if (bumped.matchedCount === 0) {
    await AttemptModel.updateOne(
      { _id: userId },
      { $set: { failures: 1, windowStart: now, expiresAt } },
      { upsert: true },
    );
  }
}

/** Forget the attempts (after a successful change, or account deletion). */
export async function clearPasswordFailures(userId: string): Promise<void> {
  await AttemptModel.deleteOne({ _id: userId });
}

/** Make sure the TTL index exists. */
export async function ensurePasswordAttemptIndexes(): Promise<void> {
  await AttemptModel.init();
}
