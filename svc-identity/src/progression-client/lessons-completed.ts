import { ACCOUNT_DATA_PATHS, internalExportResponseSchema } from '@fff/contracts';
import { createInternalClient, ownCredential } from '@fff/service-kit';
import { z } from 'zod';
import type { IdentityConfig } from '../config';

/** How many distinct lessons a learner has completed (svc-learning owns completions). */
export type LessonCounter = (userId: string) => Promise<number>;

/** The one part of svc-learning's progress section this reads. */
const progressSection = z.object({ completedLessons: z.array(z.object({ lessonId: z.string() })) });

/**
 * Asks svc-learning through its existing account-data export (progress section), so svc-learning
 * needs no new route and sends identity nothing; identity asks only for referred learners still
 * waiting for their bonus, at sign-in and refresh. Throws when svc-learning cannot answer (the
 * caller asks again next time).
 */
export function createLessonCounter(config: IdentityConfig): LessonCounter {
  const client = createInternalClient({
    baseUrl: config.LEARNING_URL,
    credential: ownCredential(config, 'identity'),
    service: 'svc-learning',
    timeoutMs: config.LESSON_COUNT_TIMEOUT_MS,
    retries: 0,
  });
  return async (userId) => {
    const answer = await client.post(
      ACCOUNT_DATA_PATHS.export,
      { userId, types: ['progress'] },
      { safe: true },
    );
    const progress = progressSection.parse(internalExportResponseSchema.parse(answer).sections.progress);
    return new Set(progress.completedLessons.map((c) => c.lessonId)).size;
  };
}
