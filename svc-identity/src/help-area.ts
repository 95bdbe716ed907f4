// The help area's routes (newsletter, feedback, roadmap) in one place, so app.ts mounts them with
// one line and their indexes are created with one call.
import type { Express } from 'express';
import type { IdentityContext } from './context';
import { ensureFeedbackIndexes } from './feedback/repository';
import { feedbackInternalRoutes, feedbackRoutes } from './feedback/routes';
import { ensureNewsletterIndexes } from './newsletter/repository';
import { newsletterRoutes } from './newsletter/routes';
import { ensureRateLimitIndexes } from './rate-limit/mongo-store';
import { ensureRoadmapIndexes } from './roadmap/repository';
import { roadmapRoutes } from './roadmap/routes';

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
  app.use('/api/newsletter', newsletterRoutes(ctx));
  app.use('/api/roadmap', roadmapRoutes(ctx));
  app.use('/api/feedback', feedbackRoutes(ctx));
  // Behind app.ts's requireInternal for every /internal path.
  app.use('/internal/feedback', feedbackInternalRoutes());
}
