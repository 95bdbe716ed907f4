import mongoose, { Schema } from 'mongoose';

/**
 * A signed-in device. Only sha256 hashes of refresh tokens are stored. Rotation replaces tokenHash
 * and keeps the old hashes, so presenting an old token is recognised as reuse (the session is then revoked).
 */
const sessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    tokenHash: { type: String, required: true, unique: true },
    previousTokenHashes: { type: [String], default: [], index: true },
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
    revokedAt: { type: Date, default: null },
    userAgent: { type: String, default: '' },
    lastUsedAt: { type: Date, default: () => new Date() },
  },
  { timestamps: true, versionKey: false },
);

export const SessionModel = mongoose.model('Session', sessionSchema, 'sessions');
