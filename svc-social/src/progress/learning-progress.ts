import { PROGRESSION_BATCH_MAX, progressionCardSchema } from '@fff/contracts';
import { freshBatches, type InternalClient, type Logger } from '@fff/service-kit';
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

type Reader = (group: string, userIds: string[]) => Promise<Map<string, CardProgress>>;
// One reader per svc-learning client (an app has one; tests build several apps).
const readers = new WeakMap<InternalClient, Reader>();

function readerOf({ learning, logger }: ProgressDeps): Reader {
  let reader = readers.get(learning);
  if (!reader) {
    reader = freshBatches(async (_group, ids) => {
      const found = await tolerantBatch(
        learning,
        '/internal/progression/cards',
        ids,
        progressionCardSchema,
        (p) => p.userId,
        logger,
      );
      const out = new Map<string, CardProgress>();
      for (const [id, p] of found)
        out.set(id, { xp: p.xp, level: p.level, streak: p.streak, flavourStones: p.spiceStones });
      return out;
    }, PROGRESSION_BATCH_MAX);
    readers.set(learning, reader);
  }
  return reader;
}

/**
 * Progress of many learners from svc-learning's cards endpoint (the four numbers, not whole
 * progressions; svc-learning must be deployed with it first, else cards show no numbers), in chunks of its maximum sent in
 * parallel (500 friends are 3 calls). Learners missing from the answer, or everyone when learning
 * is down, are absent: cards then show no numbers instead of failing.
 *
 * Not cached: each read is answered by a call that started after it was asked for, shared with the
 * reads that arrived meanwhile (service-kit's fresh-batches.ts), so a friend's lesson shows on the next
 * refresh while a burst of friend lists costs svc-learning a few calls, not one each.
 */
export async function progressOf(userIds: string[], deps: ProgressDeps): Promise<Map<string, CardProgress>> {
  return readerOf(deps)('', userIds);
}
