import { AppError } from '@fff/service-kit';
import type { Types } from 'mongoose';
import { SessionModel } from './model';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS, type IssuedSession } from './repository';
import { hashToken, randomToken } from './tokens';

// Enough history to recognise any realistic replay; older hashes drop off.
const KEPT_PREVIOUS_HASHES = 50;
// Tokens a race may keep live at once; a replayer inside the window cannot grow the set without bound.
const MAX_SIBLINGS = 4;
// Each lost attempt means another refresh of this same session just won; a handful always suffices.
const ATTEMPTS = 5;

/** Outcome of presenting a refresh token; `raced` = it was the previous token, honoured inside the grace window. */
export type RotateResult =
  { kind: 'rotated'; session: IssuedSession; raced: boolean } | { kind: 'reused' } | { kind: 'invalid' };

/** How rotation judges time: the grace window length and the current instant. */
export interface RotateOptions {
  graceMs: number;
  now: Date;
}

interface StoredSession {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  tokenHash: string;
  siblingTokenHashes?: string[];
  graceTokenHashes?: string[];
  rotatedAt?: Date | null;
  previousTokenHashes?: string[];
  version?: number;
  expiresAt: Date;
  revokedAt?: Date | null;
  createdAt?: Date;
}

type Plan =
  { kind: 'update'; set: Record<string, unknown>; raced: boolean } | { kind: 'reused' } | { kind: 'invalid' };

const retire = (doc: StoredSession, hashes: string[]) =>
  [...(doc.previousTokenHashes ?? []), ...hashes].slice(-KEPT_PREVIOUS_HASHES);

/** Decide what presenting `hash` does to the session as it was read. */
function plan(doc: StoredSession, hash: string, nextHash: string, { graceMs, now }: RotateOptions): Plan {
  const active = !doc.revokedAt && doc.expiresAt > now;
  const live = [doc.tokenHash, ...(doc.siblingTokenHashes ?? [])];
  if (active && live.includes(hash)) {
    // Normal rotation: every live token (the presented one and any race siblings) retires, honoured
    // only for the grace window from now.
    return {
      kind: 'update',
      raced: false,
      set: {
        tokenHash: nextHash,
        siblingTokenHashes: [],
        graceTokenHashes: live,
        rotatedAt: now,
        previousTokenHashes: retire(doc, live),
      },
    };
  }
  const inGrace = doc.rotatedAt != null && now.getTime() - doc.rotatedAt.getTime() < graceMs;
  if (active && inGrace && (doc.graceTokenHashes ?? []).includes(hash)) {
    // Benign race: the other caller's new token stays live beside ours, whichever cookie the browser keeps.
    // The window stays anchored to the first rotation, so replaying cannot extend it.
    const siblings = [...live];
    const overflow = siblings.splice(0, Math.max(0, siblings.length - MAX_SIBLINGS));
    return {
      kind: 'update',
      raced: true,
      set: { tokenHash: nextHash, siblingTokenHashes: siblings, previousTokenHashes: retire(doc, overflow) },
    };
  }
  return (doc.previousTokenHashes ?? []).includes(hash) ? { kind: 'reused' } : { kind: 'invalid' };
}

/**
 * Swap a refresh token for a new one (same session). A token rotated away less than the grace window
 * ago still works (two tabs, a lost response); any other retired token is reuse: someone holds
 * a copy, so the whole session is revoked. Writes are conditional on the version read, so concurrent
 * refreshes serialise: the loser re-reads and is judged against the winner's state.
 */
export async function rotateSession(refreshToken: string, options: RotateOptions): Promise<RotateResult> {
  const hash = hashToken(refreshToken);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const doc = await SessionModel.findOne({
      $or: [{ tokenHash: hash }, { siblingTokenHashes: hash }, { previousTokenHashes: hash }],
    }).lean<StoredSession>();
    if (!doc) return { kind: 'invalid' };
    const next = randomToken();
    const decided = plan(doc, hash, hashToken(next), options);
    if (decided.kind === 'reused') {
      await SessionModel.updateOne({ _id: doc._id, revokedAt: null }, { $set: { revokedAt: options.now } });
      return decided;
    }
    if (decided.kind === 'invalid') return decided;
    // Sliding 30 days, but never past the absolute lifetime counted from the sign-in.
    const signedInAt = doc.createdAt ?? options.now;
    const expiresAt = new Date(
      Math.min(options.now.getTime() + SESSION_TTL_MS, signedInAt.getTime() + SESSION_MAX_AGE_MS),
    );
    // Sessions from before the version field match on null (missing).
    const written = await SessionModel.updateOne(
      { _id: doc._id, version: doc.version ?? null },
      { $set: { ...decided.set, expiresAt, lastUsedAt: options.now, version: (doc.version ?? 0) + 1 } },
    );
    if (written.matchedCount === 1) {
      const session = {
        sessionId: String(doc._id),
        userId: String(doc.userId),
        refreshToken: next,
        expiresAt,
      };
      return { kind: 'rotated', session, raced: decided.raced };
    }
  }
  throw new AppError('refresh_busy', 503, 'Please try again.');
}
