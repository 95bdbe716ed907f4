import mongoose, { Schema } from 'mongoose';

/**
 * One address on one feature's notify-me list. (email, feature) is unique, so a repeated or
 * concurrent signup is stored once. userId is set when a signed-in learner signed up, so account
 * deletion can find the entries by account as well as by address.
 */
const signupSchema = new Schema(
  {
    email: { type: String, required: true },
    feature: { type: String, required: true },
    userId: { type: String, default: null, index: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
signupSchema.index({ email: 1, feature: 1 }, { unique: true });

export const NewsletterSignupModel = mongoose.model('NewsletterSignup', signupSchema, 'newsletter_signups');
