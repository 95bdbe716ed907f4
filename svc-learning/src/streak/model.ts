import mongoose, { Schema } from 'mongoose';

/** One thing that counted for the streak on the learner's local calendar day `date`. */
const streakActivitySchema = new Schema(
  {
    userId: { type: String, required: true },
    date: { type: String, required: true },
    type: { type: String, required: true },
    lessonId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
streakActivitySchema.index({ userId: 1, date: 1 });

export const StreakActivityModel = mongoose.model('StreakActivity', streakActivitySchema, 'streakActivities');
