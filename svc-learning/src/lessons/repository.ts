import mongoose from 'mongoose';
import { accountDataOps } from '../account-data/model';
import { AttemptModel } from './model';
import { newAttemptSeed } from './option-order';
import { isDuplicateKey } from '@fff/service-kit';

/** A recorded answer. */
export interface RecordedAnswer {
  questionIndex: number;
  answerIndex: number;
  correct: boolean;
}

/** An attempt as stored. */
export interface AttemptRow {
  userId: string;
  lessonId: string;
  answers: RecordedAnswer[];
  completed: boolean;
  score: number | null;
  /** Seeds the option order and ids; absent until the attempt is first opened or answered. */
  seed?: string;
}

const empty = (userId: string, lessonId: string): AttemptRow => ({
  userId,
  lessonId,
  answers: [],
  completed: false,
  score: null,
});

/** The learner's attempt at a lesson (an empty one when none was started). */
export async function findAttempt(userId: string, lessonId: string): Promise<AttemptRow> {
  const row = await AttemptModel.findOne(
    { userId, lessonId },
    'userId lessonId answers completed score seed',
  ).lean<AttemptRow>();
  return row ?? empty(userId, lessonId);
}

async function ensureAttempt(userId: string, lessonId: string): Promise<void> {
  let created = false;
  try {
    const res = await AttemptModel.updateOne(
      { userId, lessonId },
      { $setOnInsert: { userId, lessonId, seed: newAttemptSeed() } },
      { upsert: true },
    );
    created = res.upsertedCount > 0;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  // Never a new record for a learner whose data was erased (a request racing the deletion).
  if (created)
    await accountDataOps.refuseIfErased(userId, () => AttemptModel.deleteOne({ userId, lessonId }));
}

/**
 * The attempt, created when there is none, with a seed for its option order. An attempt stored
 * before seeds existed gets one on first use; a parallel call may set it first, so it is read back.
 */
export async function findSeededAttempt(
  userId: string,
  lessonId: string,
): Promise<AttemptRow & { seed: string }> {
  await ensureAttempt(userId, lessonId);
  let row = await findAttempt(userId, lessonId);
  if (!row.seed) {
    await AttemptModel.updateOne(
      { userId, lessonId, seed: mongoose.trusted({ $exists: false }) },
      { $set: { seed: newAttemptSeed() } },
    );
    row = await findAttempt(userId, lessonId);
  }
  return row as AttemptRow & { seed: string };
}

/** Record the answer unless that question already has one; true when this call recorded it. */
export async function recordAnswerOnce(
  userId: string,
  lessonId: string,
  answer: RecordedAnswer,
): Promise<boolean> {
  await ensureAttempt(userId, lessonId);
  const result = await AttemptModel.updateOne(
    { userId, lessonId, 'answers.questionIndex': mongoose.trusted({ $ne: answer.questionIndex }) },
    { $push: { answers: answer } },
  );
  return result.modifiedCount === 1;
}

/** Take back a recorded answer (its heart could not be paid); only while the attempt is open. */
export async function withdrawAnswer(userId: string, lessonId: string, questionIndex: number): Promise<void> {
  await AttemptModel.updateOne(
    { userId, lessonId, completed: false },
    { $pull: { answers: { questionIndex } } },
  );
}

/** Mark the attempt completed with its score; true only for the call that flipped it. */
export async function completeAttemptOnce(userId: string, lessonId: string, score: number): Promise<boolean> {
  const result = await AttemptModel.updateOne(
    { userId, lessonId, completed: false },
    { $set: { completed: true, score } },
  );
  return result.modifiedCount === 1;
}

/**
 * Start over: clear answers and the completed flag (lesson completion itself is kept elsewhere),
 * and draw a new seed, so the new attempt serves its options in a new order with new ids.
 */
export async function resetAttempt(userId: string, lessonId: string): Promise<void> {
  await AttemptModel.updateOne(
    { userId, lessonId },
    { $set: { answers: [], completed: false, score: null, seed: newAttemptSeed() } },
  );
}
