// The help area (newsletter, feedback, roadmap): its indexes created with one call and its data of
// one account erased with one call (its routes are in routes.ts with the others).
import { ensureRateLimitIndexes } from '@fff/service-kit';
import { ensureFeedbackIndexes } from './feedback/repository';
import { eraseUser as eraseFeedback } from './feedback/service';
import { ensureNewsletterIndexes } from './newsletter/repository';
import { eraseUser as eraseNewsletter } from './newsletter/service';
import { ensureRoadmapIndexes } from './roadmap/repository';
import { eraseUser as eraseRoadmapVotes } from './roadmap/service';

/** Indexes of the help area (unique signups and votes, rate-limit TTL). */
export async function ensureHelpAreaIndexes(): Promise<void> {
  await Promise.all([
    ensureNewsletterIndexes(),
    ensureRateLimitIndexes(),
    ensureRoadmapIndexes(),
    ensureFeedbackIndexes(),
  ]);
}

/**
 * Account deletion: the help area's data of one account (newsletter signups by account and by
 * address, roadmap votes, feedback). Idempotent, so a retried deletion is harmless.
 */
export async function eraseHelpAreaData(userId: string, email: string): Promise<void> {
  await Promise.all([eraseNewsletter(userId, email), eraseRoadmapVotes(userId), eraseFeedback(userId)]);
}
