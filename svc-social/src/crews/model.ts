import mongoose, { Schema } from 'mongoose';

/**
 * A Kitchen Crew: its creator is a member from the start; invited friends are members once they
 * accept (POST /api/league/join-crew). memberIds plus invitedIds never exceed 4 people.
 */
const crewSchema = new Schema(
  {
    name: { type: String, required: true },
    banner: { type: String, default: '' },
    creatorId: { type: String, required: true },
    memberIds: { type: [String], default: [] },
    invitedIds: { type: [String], default: [] },
    // Members and invitees together: one multikey index answers "my crews" (an $or of two would scan).
    peopleIds: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false },
);
// A learner's crews and invitations (GET /api/league/crews).
crewSchema.index({ peopleIds: 1 });

export const CrewModel = mongoose.model('Crew', crewSchema, 'crews');
