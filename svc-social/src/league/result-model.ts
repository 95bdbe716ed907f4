import mongoose, { Schema } from 'mongoose';

/**
 * A learner's final standing in a closed week. _id is `<week>:<userId>`, so recording a cohort's
 * standings twice (a second run, a resumed one) writes each once. `paid` turns true once
 * svc-learning acknowledged the podium credit (`creditRefused` when it refused it for good);
 * `seenAt` once the learner was shown the result.
 */
const leagueResultSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    week: { type: String, required: true },
    leagueId: { type: String, required: true },
    cohortId: { type: String, required: true },
    position: { type: Number, required: true, min: 1 },
    cohortSize: { type: Number, required: true, min: 1 },
    score: { type: Number, required: true, min: 0 },
    reward: { type: Number, required: true, min: 0 },
    paid: { type: Boolean, default: false },
    // svc-learning refused the podium credit for good (a 4xx, e.g. the winner's account was deleted
    // there first): its code is kept here and the close goes on without paying it.
    creditRefused: { type: String, default: null },
    // Members of the cohort whose account was deleted before the close: left out of the ranking
    // (no result, no credit), counted here so the standings say so.
    goneCount: { type: Number, default: 0, min: 0 },
    seenAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
// The learner's unseen result (GET /api/league/current).
leagueResultSchema.index({ userId: 1, seenAt: 1 });
// A cohort's results while closing it.
leagueResultSchema.index({ cohortId: 1 });

export const LeagueResultModel = mongoose.model('LeagueResult', leagueResultSchema, 'league_results');

/**
 * The week-close job's lease, one document per week (_id the week). Whoever holds an unexpired lease
 * closes the week; a crashed holder's lease runs out and another replica resumes where it stopped; a
 * failed run sets the lease's end to when the week may be tried again (the backoff).
 */
const weekCloseSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, enum: ['open', 'done'], default: 'open' },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: () => new Date(0) },
    // Failed runs so far (the backoff before the next one grows with them) and the last one's error.
    attempts: { type: Number, default: 0, min: 0 },
    lastError: { type: String, default: null },
    doneAt: { type: Date, default: null },
  },
  { versionKey: false },
);

export const WeekCloseModel = mongoose.model('LeagueWeekClose', weekCloseSchema, 'league_week_closes');
