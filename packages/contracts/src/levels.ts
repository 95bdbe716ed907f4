import * as z from 'zod/mini';
import { mascotSchema, moduleLevelSchema, slugSchema } from './curriculum';

/** GET /api/levels: the curriculum tree without lesson bodies (public, cached 10 min by the client). */
export const moduleSummarySchema = z.object({
  id: slugSchema,
  title: z.string(),
  description: z.string(),
  level: moduleLevelSchema,
  lessonCount: z.number().check(z.int(), z.gte(0)),
});

export const trackSchema = z.object({
  id: slugSchema,
  letter: z.string(),
  title: z.string(),
  description: z.string(),
  mascot: mascotSchema,
  comingSoon: z.boolean(),
  modules: z.array(moduleSummarySchema),
});

export const levelSchema = z.object({
  id: slugSchema,
  order: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  mascotDescription: z.string(),
  mascot: mascotSchema,
  tracks: z.array(trackSchema),
});

export const levelsResponseSchema = z.array(levelSchema);

export type ModuleSummary = z.infer<typeof moduleSummarySchema>;
export type Track = z.infer<typeof trackSchema>;
export type Level = z.infer<typeof levelSchema>;
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;
