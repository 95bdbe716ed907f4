import * as z from 'zod/mini';
import { levelSchema, moduleSummarySchema, trackSchema } from './levels';
import { slugSchema } from './curriculum';

/** GET /api/user/progress: one entry per lesson the learner has completed. */
export const progressEntrySchema = z.object({ lessonId: slugSchema, completed: z.boolean() });
export const progressResponseSchema = z.array(progressEntrySchema);

/** Learner overlay GET /api/levels adds to each level, track and module when a valid token is sent. */
const learnerFields = {
  completedLessons: z.number().check(z.int(), z.gte(0)),
  totalLessons: z.number().check(z.int(), z.gte(0)),
  unlocked: z.boolean(),
};

export const learnerModuleSummarySchema = z.extend(moduleSummarySchema, learnerFields);
export const learnerTrackSchema = z.extend(trackSchema, {
  ...learnerFields,
  modules: z.array(learnerModuleSummarySchema),
});
export const learnerLevelSchema = z.extend(levelSchema, {
  ...learnerFields,
  tracks: z.array(learnerTrackSchema),
});
/** GET /api/levels with a token: the catalogue plus completion and unlocking for the caller. */
export const learnerLevelsResponseSchema = z.array(learnerLevelSchema);

export type ProgressEntry = z.infer<typeof progressEntrySchema>;
export type LearnerModuleSummary = z.infer<typeof learnerModuleSummarySchema>;
export type LearnerTrack = z.infer<typeof learnerTrackSchema>;
export type LearnerLevel = z.infer<typeof learnerLevelSchema>;
export type LearnerLevelsResponse = z.infer<typeof learnerLevelsResponseSchema>;
