import * as z from 'zod/mini';
import { sectionSchema, toolSchema, zoneSchema } from './curriculum';

/**
 * The parts of a lesson's content the lesson player shows (GET /api/lessons/:id `content`, which the
 * contract passes through as authored: an object, or JSON text). The player reads each part on its
 * own with these schemas, so one malformed part never hides the others.
 */
export const lessonIntroViewSchema = z.object({
  character: z.string(),
  greeting: z.string(),
  description: z.string(),
});
export const lessonToolViewSchema = toolSchema;
export const lessonSectionViewSchema = sectionSchema;
export const lessonZoneViewSchema = zoneSchema;
export const lessonCompletionViewSchema = z.object({ message: z.string(), character_action: z.string() });

export type LessonIntroView = z.infer<typeof lessonIntroViewSchema>;
export type LessonToolView = z.infer<typeof lessonToolViewSchema>;
export type LessonSectionView = z.infer<typeof lessonSectionViewSchema>;
export type LessonZoneView = z.infer<typeof lessonZoneViewSchema>;
export type LessonCompletionView = z.infer<typeof lessonCompletionViewSchema>;
