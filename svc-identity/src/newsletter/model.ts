import mongoose, { Schema } from 'mongoose';

/**
 * One address on one feature's notify-me list. (email, feature) is unique, so a repeated or
 * concurrent signup is stored once. userId is set when a signed-in learner signed up, so account
 * deletion can find the entries by account as well as by address. Double opt-in: the address is
 * on the list only once `confirmedAt` is set (its owner opened the mailed link); until then
 * `expiresAt` lets the TTL index forget it.
 */
const signupSchema = new Schema(
  {
    email: { type: String, required: true },
    feature: { type: String, required: true },
    userId: { type: String, default: null, index: true },
    createdAt: { type: Date, required: true },
    confirmedAt: { type: Date, default: null },
    expiresAt: { type: Date, index: { expires: 0 } },
  },
  { versionKey: false },
);
signupSchema.index({ email: 1, feature: 1 }, { unique: true });

export const NewsletterSignupModel = mongoose.model('NewsletterSignup', signupSchema, 'newsletter_signups');
