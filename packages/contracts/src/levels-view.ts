import * as z from 'zod/mini';
import { levelsResponseSchema } from './levels';
import { learnerLevelsResponseSchema } from './progress';

/** GET /api/levels: the learner view (completion, unlocking) with a valid token, the catalogue without. */
export const levelsViewResponseSchema = z.union([learnerLevelsResponseSchema, levelsResponseSchema]);
export type LevelsViewResponse = z.infer<typeof levelsViewResponseSchema>;
