import mongoose, { Schema } from 'mongoose';

/** One feedback message with its sender, time and the app version it was sent from. */
const feedbackSchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    username: { type: String, required: true },
    type: { type: String, required: true },
    message: { type: String, required: true },
    appVersion: { type: String, required: true },
    createdAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const FeedbackModel = mongoose.model('Feedback', feedbackSchema, 'feedback');
