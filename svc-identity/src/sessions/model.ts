import mongoose, { Schema } from 'mongoose';
import { forgetActiveSessions } from './active-cache';

/**
 * A signed-in device. Only sha256 hashes of refresh tokens are stored (see README "Sessions").
 * tokenHash is the newest token; siblingTokenHashes are tokens issued in a refresh race that are still
 * live too (the browser keeps whichever cookie arrived last). graceTokenHashes are the tokens that were
 * live at the last rotation, still honoured until rotatedAt + the grace window; previousTokenHashes lists
 * every retired token, so presenting one of those later is recognised as reuse and revokes the session.
 */
const sessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    tokenHash: { type: String, required: true, unique: true },
    siblingTokenHashes: { type: [String], default: [], index: true },
    graceTokenHashes: { type: [String], default: [] },
    rotatedAt: { type: Date, default: null },
    previousTokenHashes: { type: [String], default: [], index: true },
    /** Bumped by every rotation; rotations are conditional on it (optimistic concurrency). */
    version: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
    revokedAt: { type: Date, default: null },
    userAgent: { type: String, default: '' },
    lastUsedAt: { type: Date, default: () => new Date() },
  },
  { timestamps: true, versionKey: false },
);

// Any write may end a session: forget what the active-session cache remembers, before and after.
const WRITES: mongoose.MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
];
sessionSchema.pre(WRITES, forgetActiveSessions);
sessionSchema.post(WRITES, forgetActiveSessions);
sessionSchema.pre('save', forgetActiveSessions);
sessionSchema.post('save', forgetActiveSessions);

export const SessionModel = mongoose.model('Session', sessionSchema, 'sessions');
