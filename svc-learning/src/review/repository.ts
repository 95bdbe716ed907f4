import mongoose from 'mongoose';
import { ReviewCardModel, ReviewSessionModel } from './model';
import type { FsrsFields } from './scheduler';
import { isDuplicateKey } from '@fff/service-kit';

/** Where a review question comes from. */
export interface QuestionRef {
  lessonId: string;
  questionIndex: number;
}

/** A card as stored. */
export type CardRow = QuestionRef & FsrsFields & { userId: string };

const FSRS_FIELDS =
  'lessonId questionIndex due stability difficulty elapsed_days scheduled_days learning_steps reps lapses state last_review';

/** The learner's card for one question, or null. */
export async function findCard(userId: string, ref: QuestionRef): Promise<CardRow | null> {
  return ReviewCardModel.findOne({ userId, ...ref }, FSRS_FIELDS).lean<CardRow>();
}

/** Store the card's new schedule (creating it on a first miss). */
export async function saveCard(userId: string, ref: QuestionRef, card: FsrsFields): Promise<void> {
  await ReviewCardModel.updateOne(
    { userId, ...ref },
    { $set: { ...card, last_review: card.last_review ?? null } },
    { upsert: true },
  );
}

/** A card due at `due`, unless the question already has one. */
export async function addCardIfAbsent(userId: string, ref: QuestionRef, card: FsrsFields): Promise<void> {
  try {
    await ReviewCardModel.updateOne(
      { userId, ...ref },
      { $setOnInsert: { ...card, last_review: null } },
      { upsert: true },
    );
  } catch (err) {
    // A parallel call added it first.
    if (!isDuplicateKey(err)) throw err;
  }
}

/** Cards due at `now`, most overdue first. */
export async function dueCards(userId: string, now: Date, limit: number): Promise<CardRow[]> {
  return ReviewCardModel.find({ userId, due: mongoose.trusted({ $lte: now }) }, FSRS_FIELDS)
    .sort({ due: 1 })
    .limit(limit)
    .lean<CardRow[]>();
}

/** How many cards are due at `now`. */
export async function countDueCards(userId: string, now: Date): Promise<number> {
  return ReviewCardModel.countDocuments({ userId, due: mongoose.trusted({ $lte: now }) });
}

/** Lessons that have at least one card. */
export async function lessonsWithCards(userId: string): Promise<Set<string>> {
  const rows = await ReviewCardModel.find({ userId }, 'lessonId').lean<Array<{ lessonId: string }>>();
  return new Set(rows.map((r) => r.lessonId));
}

/** Drop the cards of questions that no longer exist (the content changed). */
export async function deleteCards(userId: string, refs: QuestionRef[]): Promise<void> {
  for (const ref of refs) await ReviewCardModel.deleteOne({ userId, ...ref });
}

/** Move every card's dates `ms` into the past (the developer test page's clock). */
export async function shiftCards(userId: string, ms: number): Promise<number> {
  const rows = await ReviewCardModel.find({ userId }, 'due last_review').lean<
    Array<{ _id: unknown; due: Date; last_review: Date | null }>
  >();
  for (const row of rows) {
    await ReviewCardModel.updateOne(
      { _id: row._id },
      {
        $set: {
          due: new Date(row.due.getTime() - ms),
          last_review: row.last_review ? new Date(row.last_review.getTime() - ms) : null,
        },
      },
    );
  }
  return rows.length;
}

/** A stored session. */
export interface SessionRow {
  _id: string;
  userId: string;
  seed: string;
  items: QuestionRef[];
  answers: Array<{ itemIndex: number; answerIndex: number; correct: boolean }>;
  completed: boolean;
  createdAt: Date;
}

/** The learner's oldest unfinished session started after `since`, or null. */
export async function findOpenSession(userId: string, since: Date): Promise<SessionRow | null> {
  return ReviewSessionModel.findOne({
    userId,
    completed: false,
    createdAt: mongoose.trusted({ $gte: since }),
  })
    .sort({ createdAt: 1, _id: 1 })
    .lean<SessionRow>();
}

/** The learner's session by id, or null. */
export async function findSession(userId: string, id: string): Promise<SessionRow | null> {
  return ReviewSessionModel.findOne({ _id: id, userId }).lean<SessionRow>();
}

export async function insertSession(row: SessionRow): Promise<void> {
  await ReviewSessionModel.create(row);
}

/** Remove a session drawn in parallel with the one kept. */
export async function deleteSession(userId: string, id: string): Promise<void> {
  await ReviewSessionModel.deleteOne({ _id: id, userId, completed: false });
}

/** Record an item's answer unless it has one; true when this call recorded it. */
export async function recordAnswerOnce(
  userId: string,
  id: string,
  answer: SessionRow['answers'][number],
): Promise<boolean> {
  const result = await ReviewSessionModel.updateOne(
    { _id: id, userId, completed: false, 'answers.itemIndex': mongoose.trusted({ $ne: answer.itemIndex }) },
    { $push: { answers: answer } },
  );
  return result.modifiedCount === 1;
}

/** Mark the session finished; true only for the call that flipped it. */
export async function completeSessionOnce(userId: string, id: string): Promise<boolean> {
  const result = await ReviewSessionModel.updateOne(
    { _id: id, userId, completed: false },
    { $set: { completed: true } },
  );
  return result.modifiedCount === 1;
}

/** Everything Review holds about a learner (erase and a progress reset; idempotent). */
export async function deleteReviewData(userId: string): Promise<void> {
  await Promise.all([ReviewCardModel.deleteMany({ userId }), ReviewSessionModel.deleteMany({ userId })]);
}

/** The learner's cards and sessions for their data export. */
export async function exportReviewData(userId: string) {
  const [cards, sessions] = await Promise.all([
    ReviewCardModel.find({ userId }, { _id: 0, userId: 0 }).sort({ due: 1 }).lean(),
    ReviewSessionModel.find({ userId }, { userId: 0, seed: 0 }).sort({ createdAt: 1 }).lean(),
  ]);
  return { cards, sessions };
}
