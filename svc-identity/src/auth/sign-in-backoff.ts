import {
  signInBackoff,
  signInPausedMessage,
  visibleAttemptsLeft,
  SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS,
} from '@fff/domain';
import { AppError } from '@fff/service-kit';
import mongoose from 'mongoose';
import { AUTH_TEXT } from './messages';

// Failed sign-ins per address, in MongoDB so the count holds across replicas and restarts. The
// address is counted whether or not an account has it, so the answers never tell them apart.

interface FailureDoc {
  _id: string;
  failures: number;
  pausedUntil?: Date;
  /** TTL: a quiet address is forgotten after SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS. */
  expiresAt: Date;
}

const failures = () => mongoose.connection.collection<FailureDoc>('sign_in_failures');
const keyOf = (email: string) => email.trim().toLowerCase();

/** TTL index (call at start with the other indexes). */
export async function ensureSignInBackoffIndexes(): Promise<void> {
  await failures().createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
}

/** Forget an address's failed sign-ins (account deletion: the key is the address). */
export async function forgetSignInFailures(email: string): Promise<void> {
  await failures().deleteOne({ _id: keyOf(email) });
}

function pausedError(retryAfterMs: number): AppError {
  return new AppError('account_locked', 429, signInPausedMessage(retryAfterMs), {
    details: { attemptsLeft: 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  });
}

/** Throws 429 account_locked while the address is paused (the password is not even checked). */
export async function assertNotPaused(email: string, now: Date): Promise<void> {
  const doc = await failures().findOne({ _id: keyOf(email) });
  if (doc?.pausedUntil && doc.pausedUntil > now) throw pausedError(doc.pausedUntil.getTime() - now.getTime());
}

/** Count one failure atomically; returns the error to answer (401 with attemptsLeft, or the pause). */
export async function recordSignInFailure(email: string, now: Date): Promise<AppError> {
  const doc = await failures().findOneAndUpdate(
    { _id: keyOf(email) },
    {
      $inc: { failures: 1 },
      $set: { expiresAt: new Date(now.getTime() + SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS) },
    },
    { upsert: true, returnDocument: 'after' },
  );
  const { attemptsLeft, pauseMs } = signInBackoff(doc?.failures ?? 1);
  if (pauseMs > 0) {
    await failures().updateOne(
      { _id: keyOf(email) },
      { $set: { pausedUntil: new Date(now.getTime() + pauseMs) } },
    );
    return pausedError(pauseMs);
  }
  return new AppError('invalid_credentials', 401, AUTH_TEXT.invalidCredentials, {
    details: { attemptsLeft: visibleAttemptsLeft(attemptsLeft) },
  });
}

/** A successful sign-in or a password reset through the emailed link starts the count again. */
export async function clearSignInFailures(email: string): Promise<void> {
  await failures().deleteOne({ _id: keyOf(email) });
}
