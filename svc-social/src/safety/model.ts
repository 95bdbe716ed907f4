import mongoose, { Schema } from 'mongoose';

/** blockerId blocked blockedId: no requests or messages either way, and neither finds the other. */
const blockSchema = new Schema(
  {
    blockerId: { type: String, required: true },
    blockedId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
blockSchema.index({ blockerId: 1, blockedId: 1 }, { unique: true });
// "Who blocked me" for search exclusion.
blockSchema.index({ blockedId: 1 });

export const BlockModel = mongoose.model('Block', blockSchema, 'blocks');

/** A report kept for moderation: who reported what, why and when. */
const reportSchema = new Schema(
  {
    reporterId: { type: String, required: true },
    type: { type: String, enum: ['user'], required: true },
    targetId: { type: String, required: true },
    reason: { type: String, required: true },
    status: { type: String, enum: ['open', 'closed'], default: 'open' },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// Rate limit (a reporter's recent reports) and the moderators' queue by target.
reportSchema.index({ reporterId: 1, createdAt: -1 });
reportSchema.index({ targetId: 1, createdAt: -1 });

export const ReportModel = mongoose.model('Report', reportSchema, 'reports');
