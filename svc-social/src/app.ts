import { WRITE_LIMIT_MESSAGE, WRITE_LIMIT_WINDOW_MS, WRITE_LIMITS } from '@fff/domain';
import { createServiceApp, learnerWriteLimits, requireAuth } from '@fff/service-kit';
import type { Express } from 'express';
import type { SocialServiceDeps } from './deps';
import { recordPresence } from './directory/presence';
import { socialOpenApi } from './openapi/document';
import { routes } from './routes';
import type { SocialDeps } from './shared/deps';

/** svc-social's Express app (no listen): its one routes array behind the guards each route declares. */
export function buildApp({ config, logger, keys, now, clients }: SocialServiceDeps): Express {
  const social: SocialDeps = { learning: clients.learning, logger, now };
  // Every write counts against the learner's and the address's limits (MongoDB, all replicas); each
  // signed-in call is presence.
  const writeLimits = learnerWriteLimits(config, {
    prefix: 'social:writes',
    ...WRITE_LIMITS.social,
    windowMs: WRITE_LIMIT_WINDOW_MS,
    message: WRITE_LIMIT_MESSAGE,
  });
  return createServiceApp({
    name: 'svc-social',
    logger,
    config,
    publicKey: keys.publicKey,
    openApi: socialOpenApi,
    routes,
    deps: {
      social,
      league: { learning: clients.learning, identity: clients.identity, logger, now },
      gifts: { ...social, learning: clients.wallet },
    },
    guards: { bearer: [requireAuth(keys.publicKey), ...writeLimits, recordPresence(logger, now)] },
  });
}
