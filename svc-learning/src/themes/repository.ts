import mongoose from 'mongoose';
import { LessonModel } from '../curriculum/model';
import { ProgressionModel } from '../progression/model';
import { incrementOnce } from '../progression/repository';

/** True when at least one seeded lesson has a picture question. */
export async function lessonsHavePictureQuestions(): Promise<boolean> {
  const found = await LessonModel.exists({ 'content.quiz.pictures.0': mongoose.trusted({ $exists: true }) });
  return found !== null;
}

/** Count `badges` herb badges in `week` once per operation id (false when already counted). */
export async function addHerbBadgesOnce(
  userId: string,
  week: string,
  operationId: string,
  badges: number,
): Promise<boolean> {
  return (await incrementOnce(userId, operationId, { [`weeks.${week}.herbBadges`]: badges })) !== null;
}

/** The learner's herb badges in `week`. */
export async function herbBadgesOf(userId: string, week: string): Promise<number> {
  const row = await ProgressionModel.findById(userId, `weeks.${week}.herbBadges`).lean<{
    weeks?: Record<string, { herbBadges?: number }>;
  }>();
  return row?.weeks?.[week]?.herbBadges ?? 0;
}
