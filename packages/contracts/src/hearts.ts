import { MAX_HEARTS } from '@fff/domain';
import { z } from 'zod';

/** Hearts regenerated to "now"; nextHeartAt is null when full. POST /api/hearts/lose and GET /api/hearts. */
export const heartsResponseSchema = z.object({
  hearts: z.number().int().min(0).max(MAX_HEARTS),
  nextHeartAt: z.string().nullable(),
});

export type HeartsResponse = z.infer<typeof heartsResponseSchema>;
