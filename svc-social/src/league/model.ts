import mongoose, { Schema } from 'mongoose';

const xpSplit = {
  prepXp: { type: Number, default: 0, min: 0 },
  flavorXp: { type: Number, default: 0, min: 0 },
  scienceXp: { type: Number, default: 0, min: 0 },
};

/**
 * A cohort: at most LEAGUE_COHORT_SIZE learners of one tier for one week, filled in order of arrival.
 * `size` counts the seats taken (claimed with a guarded $inc); `closed` turns true once the week-close
 * job recorded its standings and paid its podium.
 */
const cohortSchema = new Schema(
  {
    week: { type: String, required: true },
    leagueId: { type: String, required: true },
    index: { type: Number, required: true, min: 0 },
    size: { type: Number, required: true, min: 0 },
    // False once the last seat was taken, so seat claims only look at the few cohorts with room.
    open: { type: Boolean, default: true },
    closed: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
// One cohort per (week, tier, index): two replicas opening "the next cohort" at once create it once.
cohortSchema.index({ week: 1, leagueId: 1, index: 1 }, { unique: true });
// Indexes below are matched on every field by equality (the embedded MongoDB, like MongoDB itself,
// then walks only the matching keys; it does not plan prefix or range scans of compound indexes).
// Seat claims: the open cohorts of the tier.
cohortSchema.index({ week: 1, leagueId: 1, open: 1 });
// Numbering a new cohort: the tier's cohorts this week.
cohortSchema.index({ week: 1, leagueId: 1 });
// Week close: cohorts still to close, and those of one week.
cohortSchema.index({ closed: 1 });
cohortSchema.index({ week: 1, closed: 1 });

export const LeagueCohortModel = mongoose.model('LeagueCohort', cohortSchema, 'league_cohorts');

/**
 * A learner's seat in a cohort for one week (the tier they had on arrival stays theirs all week),
 * with the last weekly XP and score seen for them (used when svc-learning cannot answer) and when
 * that score was reached (ties go to whoever got there first).
 */
const leagueEntrySchema = new Schema(
  {
    userId: { type: String, required: true },
    week: { type: String, required: true },
    leagueId: { type: String, required: true },
    // '' (seat 0) between recording the learner's week and seating them in a cohort.
    cohortId: { type: String, default: '' },
    seat: { type: Number, default: 0, min: 0 },
    username: { type: String, default: '' },
    // Lifetime XP last seen (the tier is chosen from it on arrival).
    xp: { type: Number, default: 0, min: 0 },
    ...xpSplit,
    weekly: { type: new Schema(xpSplit, { _id: false }), default: () => ({}) },
    score: { type: Number, default: 0, min: 0 },
    scoreAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);

leagueEntrySchema.index({ userId: 1, week: 1 }, { unique: true });
// Cohort reads (rankings, positions, week close): at most 30 documents, ranked in memory.
leagueEntrySchema.index({ cohortId: 1 });
// A learner's entries across weeks (last known XP; crews' members this week).
leagueEntrySchema.index({ userId: 1 });

export const LeagueEntryModel = mongoose.model('LeagueEntry', leagueEntrySchema, 'league_entries');
