import { MAX_HEARTS } from '@fff/domain';
import * as z from 'zod/mini';

/** Hearts regenerated to "now"; nextHeartAt is null when full. POST /api/hearts/lose and GET /api/hearts. */
export const heartsResponseSchema = z.object({
  hearts: z.number().check(z.int(), z.gte(0), z.lte(MAX_HEARTS)),
  nextHeartAt: z.nullable(z.string()),
});

export type HeartsResponse = z.infer<typeof heartsResponseSchema>;
