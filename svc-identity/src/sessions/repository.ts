import mongoose from 'mongoose';
import { SessionModel } from './model';
import { hashToken, randomToken } from './tokens';

/** Refresh sessions last 30 days from the last rotation… */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and never longer than 90 days from the sign-in (absolute lifetime): then the password is asked again. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** A session and the refresh token just issued for it. */
export interface IssuedSession {
  sessionId: string;
  userId: string;
  refreshToken: string;
  expiresAt: Date;
}

const now = () => new Date();
const gt = (date: Date) => mongoose.trusted({ $gt: date });

/** Start a session for a user. */
export async function createSession(userId: string, userAgent = ''): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const doc = await SessionModel.create({
    userId,
    tokenHash: hashToken(refreshToken),
    expiresAt,
    userAgent: userAgent.slice(0, 200),
  });
  return { sessionId: String(doc._id), userId, refreshToken, expiresAt };
}

/** Whether a session is still usable (not revoked, not expired). */
export async function isSessionActive(sessionId: string): Promise<boolean> {
  if (!mongoose.isValidObjectId(sessionId)) return false;
  const found = await SessionModel.exists({ _id: sessionId, revokedAt: null, expiresAt: gt(now()) });
  return found !== null;
}

/** End the session a refresh token belongs to (live, race sibling or rotated-away token). */
export async function revokeByRefreshToken(refreshToken: string): Promise<void> {
  const hash = hashToken(refreshToken);
  const filter = { $or: [{ tokenHash: hash }, { siblingTokenHashes: hash }, { previousTokenHashes: hash }] };
  await SessionModel.updateOne(filter, { $set: { revokedAt: now() } });
}

/** End one session by id. */
export async function revokeSession(sessionId: string): Promise<void> {
  if (!mongoose.isValidObjectId(sessionId)) return;
  await SessionModel.updateOne({ _id: sessionId }, { $set: { revokedAt: now() } });
}

/** End every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(userId: string, keepSessionId?: string): Promise<void> {
  const filter: Record<string, unknown> = { userId, revokedAt: null };
  if (keepSessionId && mongoose.isValidObjectId(keepSessionId))
    filter._id = mongoose.trusted({ $ne: keepSessionId });
  await SessionModel.updateMany(filter, { $set: { revokedAt: now() } });
}

/** Make sure the unique and TTL indexes exist. */
export async function ensureSessionIndexes(): Promise<void> {
  await SessionModel.init();
}
