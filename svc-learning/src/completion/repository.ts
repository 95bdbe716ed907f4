import { freshBatches, isDuplicateKey } from '@fff/service-kit';
import mongoose from 'mongoose';
import { CompletionModel } from './model';

/** A completion as stored. */
export interface CompletionRow {
  userId: string;
  lessonId: string;
  score: number;
  xpEarned: number;
  xpType: string;
  themeName?: string | null;
  themeFactor?: number;
  paid: boolean;
  practiceCount: number;
  completedAt: Date;
}

// Completed lessons by learner, coalesced (service-kit's fresh-batches.ts): a read is answered by a
// query that started after it was asked for, so a lesson completed before the request is in it,
// while the reads arriving during one query (levels, progress, lesson access) share the next:
// one `$in` over the { userId, lessonId } index instead of one round trip each.
const COMPLETIONS_BATCH_MAX = 500;
type Completed = { userId: string; lessonId: string; completedAt: Date };
const readCompleted = freshBatches<readonly string[]>(async (_group, userIds) => {
  const filter =
    userIds.length === 1 ? { userId: userIds[0] } : { userId: mongoose.trusted({ $in: userIds }) };
  const rows = await CompletionModel.find(filter, 'userId lessonId completedAt')
    .sort({ completedAt: 1 })
    .lean<Completed[]>();
  const byUser = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byUser.get(row.userId);
    if (ids) ids.push(row.lessonId);
    else byUser.set(row.userId, [row.lessonId]);
  }
  return byUser;
}, COMPLETIONS_BATCH_MAX);

/** Ids of the lessons the learner has completed, in completion order. */
export async function completedLessonsInOrder(userId: string): Promise<readonly string[]> {
  return (await readCompleted('', [userId])).get(userId) ?? [];
}

/** Ids of the lessons the learner has completed. */
export async function completedLessonIds(userId: string): Promise<Set<string>> {
  return new Set(await completedLessonsInOrder(userId));
}

/** Insert the first completion; when one exists, returns it instead (inserted: false). */
export async function insertOrGetCompletion(
  row: Omit<CompletionRow, 'paid' | 'practiceCount' | 'completedAt'>,
): Promise<{ inserted: boolean; row: CompletionRow }> {
  try {
    const doc = await CompletionModel.create(row);
    return { inserted: true, row: doc.toObject() as CompletionRow };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = await CompletionModel.findOne({
      userId: row.userId,
      lessonId: row.lessonId,
    }).lean<CompletionRow>();
    if (!existing) throw err;
    return { inserted: false, row: existing };
  }
}

/** Mark the completion's reward as paid. */
export async function markPaid(userId: string, lessonId: string): Promise<void> {
  await CompletionModel.updateOne({ userId, lessonId }, { $set: { paid: true } });
}

/** Count a replay of an already completed lesson. */
export async function countPractice(userId: string, lessonId: string): Promise<void> {
  await CompletionModel.updateOne({ userId, lessonId }, { $inc: { practiceCount: 1 } });
}
