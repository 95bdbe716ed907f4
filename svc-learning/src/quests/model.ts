import mongoose, { Schema } from 'mongoose';

/**
 * What a learner did on one of their calendar days, as the daily quests count it. _id is
 * `<userId>:<day>`; `ops` remembers the completions counted, so a retried hook counts once.
 */
const questDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    day: { type: String, required: true },
    lessons: { type: Number, default: 0, min: 0 },
    perfect: { type: Number, default: 0, min: 0 },
    xp: { type: Number, default: 0, min: 0 },
    streak: { type: Number, default: 0, min: 0 },
    ops: { type: [String], default: [] },
  },
  { versionKey: false },
);

export const QuestDayModel = mongoose.model('QuestDay', questDaySchema, 'questDays');
