import { PROGRESSION_BATCH_MAX, progressionSchema } from '@fff/contracts';
import type { InternalClient, Logger } from '@fff/service-kit';
import { tolerantBatch } from '../league/batch';

/** The numbers a friend card or search result shows. */
export interface CardProgress {
  xp: number;
  level: number;
  streak: number;
  flavourStones: number;
}

/** What reading progress needs. */
export interface ProgressDeps {
  learning: InternalClient;
  logger: Logger;
}

const fields = progressionSchema.pick({
  userId: true,
  xp: true,
  level: true,
  streak: true,
  spiceStones: true,
});

/**
 * Progress of many learners from svc-learning's batch endpoint, in chunks of its maximum sent in
 * parallel (500 friends are 3 calls). Learners missing from the answer, or everyone when learning
 * is down, are absent: cards then show no numbers instead of failing.
 */
export async function progressOf(
  userIds: string[],
  { learning, logger }: ProgressDeps,
): Promise<Map<string, CardProgress>> {
  const unique = [...new Set(userIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += PROGRESSION_BATCH_MAX)
    chunks.push(unique.slice(i, i + PROGRESSION_BATCH_MAX));
  const maps = await Promise.all(
    chunks.map((ids) =>
      tolerantBatch(learning, '/internal/progression/batch', ids, fields, (p) => p.userId, logger),
    ),
  );
  const out = new Map<string, CardProgress>();
  for (const map of maps) {
    for (const [id, p] of map)
      out.set(id, { xp: p.xp, level: p.level, streak: p.streak, flavourStones: p.spiceStones });
  }
  return out;
}
