import mongoose, { Schema } from 'mongoose';

/**
 * A learner's completion of a lesson: one per (userId, lessonId), written by the first completion.
 * `paid` turns true once its XP and stones are paid, so a retry after a crash finishes the payment.
 */
const completionSchema = new Schema(
  {
    userId: { type: String, required: true },
    lessonId: { type: String, required: true },
    score: { type: Number, required: true },
    xpEarned: { type: Number, required: true },
    xpType: { type: String, required: true },
    // The weekly theme that multiplied xpEarned when it was first paid (factor 1: none did).
    themeName: { type: String, default: null },
    themeFactor: { type: Number, default: 1 },
    paid: { type: Boolean, default: false },
    practiceCount: { type: Number, default: 0 },
    completedAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
completionSchema.index({ userId: 1, lessonId: 1 }, { unique: true });

export const CompletionModel = mongoose.model('Completion', completionSchema, 'completions');
