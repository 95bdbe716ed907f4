import mongoose from 'mongoose';
import { hashToken, randomToken } from '../sessions/tokens';
import { OneTimeTokenModel } from './one-time-token-model';

export type OneTimeTokenKind = 'verify-email' | 'reset-password';

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 30 * 60 * 1000,
};

/** Issue a token for a user; earlier unused tokens of the same kind stop working. */
export async function issueOneTimeToken(userId: string, kind: OneTimeTokenKind): Promise<string> {
  const token = randomToken();
  await OneTimeTokenModel.deleteMany({ userId, kind, usedAt: null });
  await OneTimeTokenModel.create({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
  });
  return token;
}

/**
 * Use a token: returns its user id exactly once while it has not expired, else null. The expiry is
 * checked here too because the TTL sweep runs only now and then.
 */
export async function consumeOneTimeToken(token: string, kind: OneTimeTokenKind): Promise<string | null> {
  const now = new Date();
  const doc = await OneTimeTokenModel.findOneAndUpdate(
    { tokenHash: hashToken(token), kind, usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { usedAt: now } },
  ).lean();
  return doc ? String(doc.userId) : null;
}

/** Whether a token would still be accepted (unused, unexpired), without using it. */
export async function isOneTimeTokenUsable(token: string, kind: OneTimeTokenKind): Promise<boolean> {
  const doc = await OneTimeTokenModel.exists({
    tokenHash: hashToken(token),
    kind,
    usedAt: null,
    expiresAt: mongoose.trusted({ $gt: new Date() }),
  });
  return doc !== null;
}

/** Make sure the unique and TTL indexes exist. */
export async function ensureOneTimeTokenIndexes(): Promise<void> {
  await OneTimeTokenModel.init();
}
