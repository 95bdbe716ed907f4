import mongoose, { Schema } from 'mongoose';

/** One learner's vote on one roadmap item; (itemId, userId) is unique, so a vote can never count twice. */
const voteSchema = new Schema(
  {
    itemId: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
voteSchema.index({ itemId: 1, userId: 1 }, { unique: true });

export const RoadmapVoteModel = mongoose.model('RoadmapVote', voteSchema, 'roadmap_votes');
