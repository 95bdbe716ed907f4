import { WRITE_LIMIT_MESSAGE, WRITE_LIMIT_WINDOW_MS, WRITE_LIMITS } from '@fff/domain';
import { createServiceApp, learnerWriteLimits, optionalAuth, requireAuth } from '@fff/service-kit';
import type { Express } from 'express';
import type { LearningServiceDeps } from './deps';
import { learningOpenApi } from './openapi/document';
import { routes } from './routes';

/** svc-learning's Express app (no listen): its one routes array behind the guards each route declares. */
export function buildApp({ config, logger, keys, testMode }: LearningServiceDeps): Express {
  const signIn = requireAuth(keys.publicKey);
  // Every learner write counts against the learner's and the address's limits (MongoDB, all replicas).
  const writeLimits = learnerWriteLimits(config, {
    prefix: 'learning:writes',
    ...WRITE_LIMITS.learning,
    windowMs: WRITE_LIMIT_WINDOW_MS,
    message: WRITE_LIMIT_MESSAGE,
  });
  return createServiceApp({
    name: 'svc-learning',
    logger,
    config,
    publicKey: keys.publicKey,
    openApi: learningOpenApi,
    routes,
    deps: { testMode, signIn },
    guards: { bearer: [signIn, ...writeLimits], 'optional-bearer': optionalAuth(keys.publicKey) },
  });
}
