import mongoose, { Schema } from 'mongoose';

/**
 * A learner's membership of a league for one week, refreshed with their XP whenever they look
 * at the league. It also remembers the last XP seen, used when svc-learning is unreachable.
 */
const leagueMemberSchema = new Schema(
  {
    userId: { type: String, required: true },
    week: { type: String, required: true },
    leagueId: { type: String, required: true },
    username: { type: String, default: '' },
    xp: { type: Number, required: true, min: 0 },
    // The split of xp by kind, kept for the rankings when svc-learning cannot answer.
    prepXp: { type: Number, default: 0, min: 0 },
    flavorXp: { type: Number, default: 0, min: 0 },
    scienceXp: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true, versionKey: false },
);

leagueMemberSchema.index({ userId: 1, week: 1 }, { unique: true });
// Ranking reads: members of one league in one week, by XP.
leagueMemberSchema.index({ week: 1, leagueId: 1, xp: -1 });

export const LeagueMemberModel = mongoose.model('LeagueMember', leagueMemberSchema, 'league_members');
