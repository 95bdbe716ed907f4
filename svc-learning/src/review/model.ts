import mongoose, { Schema } from 'mongoose';

/**
 * One question a learner is to see again: the FSRS card (ts-fsrs field names) of a lesson's question
 * for one learner. Created by a wrong answer in a lesson or by a lesson not seen for a while.
 */
const reviewCardSchema = new Schema(
  {
    userId: { type: String, required: true },
    lessonId: { type: String, required: true },
    questionIndex: { type: Number, required: true },
    due: { type: Date, required: true },
    stability: { type: Number, default: 0 },
    difficulty: { type: Number, default: 0 },
    elapsed_days: { type: Number, default: 0 },
    scheduled_days: { type: Number, default: 0 },
    learning_steps: { type: Number, default: 0 },
    reps: { type: Number, default: 0 },
    lapses: { type: Number, default: 0 },
    state: { type: Number, default: 0 },
    last_review: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true },
);
reviewCardSchema.index({ userId: 1, lessonId: 1, questionIndex: 1 }, { unique: true });
reviewCardSchema.index({ userId: 1, due: 1 });

export const ReviewCardModel = mongoose.model('ReviewCard', reviewCardSchema, 'reviewCards');

/**
 * A Review session: the questions drawn for it, the seed of their option order and ids, the answers
 * recorded once per item, and whether it was finished (and paid, under `review:<_id>`).
 */
const reviewSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    seed: { type: String, required: true },
    items: { type: [{ _id: false, lessonId: String, questionIndex: Number }], default: [] },
    answers: {
      type: [{ _id: false, itemIndex: Number, answerIndex: Number, correct: Boolean }],
      default: [],
    },
    completed: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
reviewSessionSchema.index({ userId: 1, completed: 1, createdAt: 1 });

export const ReviewSessionModel = mongoose.model('ReviewSession', reviewSessionSchema, 'reviewSessions');
