import * as z from 'zod/mini';
import { ROADMAP_CATEGORIES, ROADMAP_ITEM_IDS, ROADMAP_PRIORITIES, ROADMAP_STATUSES } from '@fff/domain';

/** One roadmap item as the content file holds it (svc-identity/src/roadmap/roadmap-items.json). */
export const roadmapContentItemSchema = z
  .strictObject({
    id: z.enum(ROADMAP_ITEM_IDS),
    title: z.string().check(z.minLength(3), z.maxLength(80)),
    description: z.string().check(z.minLength(10), z.maxLength(400)),
    category: z.enum(ROADMAP_CATEGORIES),
    status: z.enum(ROADMAP_STATUSES),
    priority: z.enum(ROADMAP_PRIORITIES),
    completionPercentage: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
    estimatedRelease: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  })
  .check(
    z.refine((i) => i.status === 'in-development' || i.completionPercentage === null, {
      message: 'only in-development items carry a completionPercentage',
    }),
  );

/** The whole content file: each known id exactly once. */
export const roadmapContentSchema = z.array(roadmapContentItemSchema).check(
  z.refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
    message: 'roadmap ids must be unique',
  }),
  z.refine((items) => ROADMAP_ITEM_IDS.every((id) => items.some((i) => i.id === id)), {
    message: `the roadmap must list every known id: ${ROADMAP_ITEM_IDS.join(', ')}`,
  }),
);

/** One item of GET /api/roadmap: the content plus live votes and the caller's own vote. */
export const roadmapItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ROADMAP_CATEGORIES),
  status: z.enum(ROADMAP_STATUSES),
  priority: z.enum(ROADMAP_PRIORITIES),
  completionPercentage: z.nullable(z.number()),
  estimatedRelease: z.nullable(z.string()),
  votes: z.number().check(z.int(), z.gte(0)),
  /** False for anonymous callers. */
  userVoted: z.boolean(),
});

export const roadmapListResponseSchema = z.array(roadmapItemSchema);

export const roadmapItemParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9-]+$/, 'Unknown roadmap item')),
});

/** POST /api/roadmap/{id}/vote answer: the vote's new state and the item's new count. */
export const roadmapVoteResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  userVoted: z.boolean(),
  votes: z.number().check(z.int(), z.gte(0)),
});

export type RoadmapContentItem = z.infer<typeof roadmapContentItemSchema>;
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;
export type RoadmapVoteResponse = z.infer<typeof roadmapVoteResponseSchema>;
