import mongoose, { Schema } from 'mongoose';

/** One-time email tokens (verification, password reset); only hashes are stored, MongoDB drops expired ones. */
const oneTimeTokenSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    kind: { type: String, enum: ['verify-email', 'reset-password'], required: true },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
    usedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export const OneTimeTokenModel = mongoose.model('OneTimeToken', oneTimeTokenSchema, 'email_tokens');
