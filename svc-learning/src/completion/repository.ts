import { CompletionModel } from './model';

/** A completion as stored. */
export interface CompletionRow {
  userId: string;
  lessonId: string;
  score: number;
  xpEarned: number;
  xpType: string;
  paid: boolean;
  practiceCount: number;
  completedAt: Date;
}

/** Ids of the lessons the learner has completed. */
export async function completedLessonIds(userId: string): Promise<Set<string>> {
  const rows = await CompletionModel.find({ userId }, 'lessonId').lean<Array<{ lessonId: string }>>();
  return new Set(rows.map((r) => r.lessonId));
}

/** The learner's completions in completion order. */
export async function findCompletions(userId: string): Promise<CompletionRow[]> {
  return CompletionModel.find({ userId }).sort({ completedAt: 1 }).lean<CompletionRow[]>();
}

/** Insert the first completion; when one exists, returns it instead (inserted: false). */
export async function insertOrGetCompletion(
  row: Omit<CompletionRow, 'paid' | 'practiceCount' | 'completedAt'>,
): Promise<{ inserted: boolean; row: CompletionRow }> {
  try {
    const doc = await CompletionModel.create(row);
    return { inserted: true, row: doc.toObject() as CompletionRow };
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
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

/** Remove every completion of a learner. */
export async function deleteCompletions(userId: string): Promise<void> {
  await CompletionModel.deleteMany({ userId });
}
