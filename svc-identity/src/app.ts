import { createServiceApp, ensureRateLimitIndexes, optionalAuth } from '@fff/service-kit';
import type { Express } from 'express';
import { ensureAccountOperationIndexes } from './account-data/operation-model';
import { ensureOneTimeTokenIndexes } from './auth/one-time-tokens';
import { authLimits } from './auth/rate-limits';
import { ensureSignInBackoffIndexes } from './auth/sign-in-backoff';
import type { IdentityServiceDeps } from './deps';
import { ensureFeedbackIndexes } from './feedback/repository';
import { ensureNewsletterIndexes } from './newsletter/repository';
import { ensureRoadmapIndexes } from './roadmap/repository';
import { ensureJobIndexes } from './notifications/job-repository';
import { ensureSubscriptionIndexes } from './notifications/subscription-repository';
import { identityOpenApi } from './openapi/document';
import { ensureOutboxIndexes } from './outbox/repository';
import { ensureReferralMailboxIndexes } from './referral/mailbox-claims';
import { loadRoadmapContent } from './roadmap/content';
import { roadmapService } from './roadmap/service';
import { routes } from './routes';
import { ensureSessionIndexes } from './sessions/repository';
import { ensureEmailChangeIndexes } from './users/email-change';
import { ensurePasswordAttemptIndexes } from './users/password-attempts';
import { requireSession } from './sessions/require-session';
import { ensureUserIndexes } from './users/repository';

/** Create every index before the first write (unique and TTL indexes matter for correctness). */
export async function ensureIndexes(): Promise<void> {
  await Promise.all([
    ensureUserIndexes(),
    ensureSessionIndexes(),
    ensureOneTimeTokenIndexes(),
    ensureOutboxIndexes(),
  ]);
  await Promise.all([
    ensureEmailChangeIndexes(),
    ensurePasswordAttemptIndexes(),
    ensureAccountOperationIndexes(),
  ]);
  // The help area: unique signups and votes.
  await Promise.all([ensureNewsletterIndexes(), ensureRoadmapIndexes(), ensureFeedbackIndexes()]);
  await Promise.all([ensureRateLimitIndexes(), ensureSignInBackoffIndexes(), ensureReferralMailboxIndexes()]);
  await Promise.all([ensureSubscriptionIndexes(), ensureJobIndexes()]);
}

/** svc-identity's Express app (no listen): its one routes array behind the guards each route declares. */
export function buildApp({
  ctx,
  push,
  reminders,
  vapidPublicKey,
  exportClients,
}: IdentityServiceDeps): Express {
  const { config, logger, keys } = ctx;
  const notify = { ...ctx, push, kick: reminders.kick };
  // Identity's signed-in routes also check that the token's session is still live (no HTTP hop:
  // the sessions are its own), so createServiceApp is given no public key for that check.
  const session = requireSession(keys.publicKey);
  return createServiceApp({
    name: 'svc-identity',
    logger,
    config,
    openApi: identityOpenApi,
    routes,
    deps: {
      ctx,
      limits: authLimits(config),
      exportClients,
      notifications: { notify, publicKey: vapidPublicKey },
      roadmap: roadmapService(loadRoadmapContent(), ctx.now),
    },
    guards: { bearer: session, 'optional-bearer': optionalAuth(keys.publicKey) },
  });
}
