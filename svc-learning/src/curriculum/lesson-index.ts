import { LessonModel } from './model';

/** A lesson without its body. */
export interface LessonHead {
  _id: string;
  moduleId: string;
  order: number;
  title: string;
  description: string;
  learningOutcome: string;
  xpType: string;
  type: string;
}

/** Every lesson head in module order. */
export async function readLessonHeads(): Promise<LessonHead[]> {
  return LessonModel.find({}, 'moduleId order title description learningOutcome xpType type')
    .sort({ moduleId: 1, order: 1 })
    .lean<LessonHead[]>();
}

/** One lesson with its content, or null. */
export async function readLesson(
  id: string,
): Promise<(LessonHead & { content: Record<string, unknown> }) | null> {
  return LessonModel.findById(id).lean<LessonHead & { content: Record<string, unknown> }>();
}
