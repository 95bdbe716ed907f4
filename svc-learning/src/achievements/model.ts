import mongoose, { Schema } from 'mongoose';

/**
 * An achievement a learner unlocked. _id is `<userId>:<achievementId>`, so it unlocks once; `paid`
 * turns true once its reward is in the wallet, `announced` once the app showed its popup.
 */
const unlockedAchievementSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    achievementId: { type: String, required: true },
    unlockedAt: { type: Date, required: true },
    paid: { type: Boolean, default: false },
    // What this unlock paid (0 when the award was paid before a reset of the achievements).
    stonesPaid: { type: Number, default: null },
    announced: { type: Boolean, default: false },
  },
  { versionKey: false },
);

export const UnlockedAchievementModel = mongoose.model(
  'UnlockedAchievement',
  unlockedAchievementSchema,
  'unlockedAchievements',
);
