// The help area's routes (newsletter, feedback, roadmap) in one place, so app.ts mounts them with
// one line and their indexes are created with one call.
import { optionalAuth, routerOf } from '@fff/service-kit';
import type { Express } from 'express';
import type { IdentityContext } from './context';
import { ensureFeedbackIndexes } from './feedback/repository';
import { eraseUser as eraseFeedback } from './feedback/service';
import { feedbackInternalRoutes, feedbackRoutes } from './feedback/routes';
import { ensureNewsletterIndexes } from './newsletter/repository';
import { newsletterRoutes } from './newsletter/routes';
import { eraseUser as eraseNewsletter } from './newsletter/service';
import { ensureRateLimitIndexes } from './rate-limit/mongo-store';
import { loadRoadmapContent } from './roadmap/content';
import { ensureRoadmapIndexes } from './roadmap/repository';
import { roadmapGuards, roadmapRoutes } from './roadmap/routes';
import { eraseUser as eraseRoadmapVotes, roadmapService } from './roadmap/service';
import { requireSession } from './sessions/require-session';

/** Indexes of the help area (unique signups and votes, rate-limit TTL). */
export async function ensureHelpAreaIndexes(): Promise<void> {
  await Promise.all([
    ensureNewsletterIndexes(),
    ensureRateLimitIndexes(),
    ensureRoadmapIndexes(),
    ensureFeedbackIndexes(),
  ]);
}

/** Mount /api/newsletter, /api/feedback and /api/roadmap (and the operators' /internal/feedback). */
export function mountHelpArea(app: Express, ctx: IdentityContext): void {
  const publicKey = ctx.keys.publicKey;
  app.use(routerOf(newsletterRoutes, ctx, { 'optional-bearer': optionalAuth(publicKey) }));
  app.use(routerOf(roadmapRoutes, roadmapService(loadRoadmapContent(), ctx.now), roadmapGuards(publicKey)));
  app.use(routerOf(feedbackRoutes, ctx, { bearer: requireSession(publicKey) }));
  // Behind app.ts's requireInternal for every /internal path.
  app.use(routerOf(feedbackInternalRoutes, ctx));
}

/** The help area's public routes, for the OpenAPI document (the operators' listing is feedbackInternalRoutes). */
export const helpAreaRoutes = [...newsletterRoutes, ...roadmapRoutes, ...feedbackRoutes];

/**
 * Account deletion: the help area's data of one account (newsletter signups by account and by
 * address, roadmap votes, feedback). Idempotent, so a retried deletion is harmless.
 */
export async function eraseHelpAreaData(userId: string, email: string): Promise<void> {
  await Promise.all([eraseNewsletter(userId, email), eraseRoadmapVotes(userId), eraseFeedback(userId)]);
}
