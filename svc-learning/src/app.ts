import { WRITE_LIMIT_MESSAGE, WRITE_LIMIT_WINDOW_MS, WRITE_LIMITS } from '@fff/domain';
import {
  createServiceApp,
  learnerWriteLimits,
  optionalAuth,
  requireAuth,
  routerOf,
  type JwtKeys,
  type Logger,
} from '@fff/service-kit';
import type { Express } from 'express';
import { accountDataHandlers, accountDataInternalRoutes } from './account-data/routes';
import { testEndpointsMode, type LearningConfig } from './config';
import { curriculumRoutes } from './curriculum/routes';
import { learnerRoutes, learningInternalRoutes } from './openapi/declared-routes';
import { learningOpenApi } from './openapi/document';
import { reviewTestRoutes } from './review/test-routes';
import { testPagesRoutes } from './test-pages/routes';

/** What the learning app is built from; tests pass their own. */
export interface LearningAppDeps {
  config: LearningConfig;
  logger: Logger;
  /** Access-token keys; routes that need a signed-in learner verify with keys.publicKey. */
  keys: JwtKeys;
}

/** svc-learning's Express app (no listen). */
export function buildApp({ config, logger, keys }: LearningAppDeps): Express {
  const auth = requireAuth(keys.publicKey);
  return createServiceApp({
    name: 'svc-learning',
    logger,
    config,
    publicKey: keys.publicKey,
    openApi: learningOpenApi,
    configure(app) {
      app.use(routerOf(curriculumRoutes, undefined, { 'optional-bearer': optionalAuth(keys.publicKey) }));
      // Every learner write counts against the learner's and the address's limits (MongoDB, all replicas).
      const writeLimits = learnerWriteLimits(config, {
        prefix: 'learning:writes',
        ...WRITE_LIMITS.learning,
        windowMs: WRITE_LIMIT_WINDOW_MS,
        message: WRITE_LIMIT_MESSAGE,
      });
      app.use(routerOf(learnerRoutes, undefined, { bearer: [auth, ...writeLimits] }));
      // Off (production): not mounted at all, so /api/test/* is the plain 404 of an unknown path.
      const testMode = testEndpointsMode(config);
      if (testMode !== 'off')
        app.use(routerOf([...testPagesRoutes, ...reviewTestRoutes], testMode, { bearer: auth }));
      app.use(routerOf(learningInternalRoutes, undefined));
      app.use(routerOf(accountDataInternalRoutes, accountDataHandlers));
    },
  });
}
