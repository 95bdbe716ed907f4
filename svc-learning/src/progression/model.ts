import { MAX_HEARTS, NEW_LEARNER } from '@fff/domain';
import mongoose, { Schema } from 'mongoose';

/**
 * A learner's progression, keyed by the identity user id. Users without a document have the
 * defaults (see DEFAULT_PROGRESSION), so nothing needs creating at sign-up. `level` is kept for
 * old readers only: the level is always derived from prepXp.
 */
const progressionSchema = new Schema(
  {
    _id: { type: String, required: true },
    xp: { type: Number, default: 0, min: 0 },
    prepXp: { type: Number, default: 0, min: 0 },
    flavorXp: { type: Number, default: 0, min: 0 },
    scienceXp: { type: Number, default: 0, min: 0 },
    level: { type: Number, default: NEW_LEARNER.level, min: 1 },
    prestige: { type: Number, default: 0, min: 0 },
    hearts: { type: Number, default: NEW_LEARNER.hearts, min: 0, max: MAX_HEARTS },
    // Time the stored heart count was anchored; regeneration is computed from it on read.
    heartsUpdatedAt: { type: Date, default: null },
    coins: { type: Number, default: 0, min: 0 },
    spiceStones: { type: Number, default: 0, min: 0 },
    streak: { type: Number, default: 0, min: 0 },
    longestStreak: { type: Number, default: 0, min: 0 },
    lastStreakDate: { type: String, default: null },
    // The Shop's goods (svc-learning/src/shop): freezes held, the running XP Boost, Kitchen Themes, Mascot Outfits.
    streakFreezes: { type: Number, default: 0, min: 0 },
    xpBoostUntil: { type: Date, default: null },
    ownedThemes: { type: [String], default: [] },
    kitchenTheme: { type: String, default: null },
    ownedOutfits: { type: [String], default: [] },
    mascotOutfit: { type: String, default: null },
    // Ids of the most recent XP/balance operations applied here, so a retry after a crash
    // between "ledger written" and "balance changed" can never apply twice.
    appliedOps: { type: [String], default: [] },
    // XP earned per league week ('YYYY-MM-DD' → { prepXp, flavorXp, scienceXp }), incremented in the same
    // atomic, once-per-operation update as the totals, so svc-social's weekly league reads it exactly.
    weeks: { type: Schema.Types.Mixed, default: undefined },
  },
  { versionKey: false, timestamps: true },
);

export const ProgressionModel = mongoose.model('Progression', progressionSchema, 'progression');
