import mongoose, { Schema } from 'mongoose';

/** The learner's current run through a lesson's quiz: one answer per question, recorded by the server. */
const attemptSchema = new Schema(
  {
    userId: { type: String, required: true },
    lessonId: { type: String, required: true },
    answers: {
      type: [{ _id: false, questionIndex: Number, answerIndex: Number, correct: Boolean }],
      default: [],
    },
    // Seeds this attempt's option order and option ids (option-order.ts); a restart draws a new one.
    seed: { type: String },
    completed: { type: Boolean, default: false },
    score: { type: Number, default: null },
  },
  { versionKey: false, timestamps: true },
);
attemptSchema.index({ userId: 1, lessonId: 1 }, { unique: true });

export const AttemptModel = mongoose.model('Attempt', attemptSchema, 'attempts');
