import mongoose, { Schema } from 'mongoose';

/**
 * A learner's progression, keyed by the identity user id. Users without a document have the
 * defaults (see DEFAULT_PROGRESSION), so nothing needs creating at sign-up.
 */
const progressionSchema = new Schema(
  {
    _id: { type: String, required: true },
    xp: { type: Number, default: 0, min: 0 },
    prepXp: { type: Number, default: 0, min: 0 },
    flavorXp: { type: Number, default: 0, min: 0 },
    scienceXp: { type: Number, default: 0, min: 0 },
    level: { type: Number, default: 1, min: 1 },
    prestige: { type: Number, default: 0, min: 0 },
    hearts: { type: Number, default: 5, min: 0, max: 5 },
    coins: { type: Number, default: 0, min: 0 },
    spiceStones: { type: Number, default: 0, min: 0 },
    streak: { type: Number, default: 0, min: 0 },
    longestStreak: { type: Number, default: 0, min: 0 },
    lastStreakDate: { type: String, default: null },
  },
  { versionKey: false, timestamps: true },
);

export const ProgressionModel = mongoose.model('Progression', progressionSchema, 'progression');
