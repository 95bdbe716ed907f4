import mongoose, { Schema } from 'mongoose';

/** A calendar day of the learner that a Streak Freeze covered (one per learner and day). */
const frozenDaySchema = new Schema(
  {
    userId: { type: String, required: true },
    date: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
frozenDaySchema.index({ userId: 1, date: 1 }, { unique: true });

export const FrozenDayModel = mongoose.model('FrozenDay', frozenDaySchema, 'frozenDays');
