import mongoose, { Schema } from 'mongoose';

/**
 * A requested change of sign-in email: the new address becomes the account's email only when
 * its owner opens the link (token stored as a hash). One pending request per user; MongoDB
 * drops expired ones.
 */
const emailChangeSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, unique: true },
    newEmail: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
  },
  { timestamps: true, versionKey: false },
);

export const EmailChangeModel = mongoose.model('EmailChange', emailChangeSchema, 'email_changes');
