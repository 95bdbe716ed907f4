import mongoose, { Schema } from 'mongoose';

/** A line of the learner's recent activity (profile list). */
const activitySchema = new Schema(
  {
    userId: { type: String, required: true },
    type: { type: String, required: true },
    description: { type: String, required: true },
    xpEarned: { type: Number, default: 0, min: 0 },
    // Set for events that must appear once (e.g. a level reached), so a retry never duplicates them.
    key: { type: String, default: undefined },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
activitySchema.index({ userId: 1, createdAt: -1 });
activitySchema.index({ key: 1 }, { unique: true, sparse: true });

export const ActivityModel = mongoose.model('Activity', activitySchema, 'activities');
