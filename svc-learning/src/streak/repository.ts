import mongoose from 'mongoose';
import { StreakActivityModel } from './model';

/** A streak activity as stored. */
export interface StreakActivityRow {
  _id: unknown;
  userId: string;
  date: string;
  type: 'lesson_completed';
  lessonId: string;
  createdAt: Date;
}

/** Record that the learner completed a lesson on `date`. */
export async function insertStreakActivity(
  userId: string,
  date: string,
  lessonId: string,
  at: Date,
): Promise<void> {
  await StreakActivityModel.create({ userId, date, type: 'lesson_completed', lessonId, createdAt: at });
}

/** The learner's streak activities on one date. */
export async function findByDate(userId: string, date: string): Promise<StreakActivityRow[]> {
  return StreakActivityModel.find({ userId, date }).sort({ createdAt: 1 }).lean<StreakActivityRow[]>();
}

/** Distinct dates with activity in [from, to]. */
export async function findDates(userId: string, from: string, to: string): Promise<string[]> {
  const rows = await StreakActivityModel.find(
    { userId, date: mongoose.trusted({ $gte: from, $lte: to }) },
    'date',
  ).lean<Array<{ date: string }>>();
  return [...new Set(rows.map((r) => r.date))].sort();
}
