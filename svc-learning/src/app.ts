import { createApp, databaseReady, requireInternal, type JwtKeys, type Logger } from '@fff/service-kit';
import type { Express } from 'express';
import type { LearningConfig } from './config';
import { curriculumRoutes } from './curriculum/routes';
import { progressionInternalRoutes } from './progression/routes';

/** What the learning app is built from; tests pass their own. */
export interface LearningAppDeps {
  config: LearningConfig;
  logger: Logger;
  /** Access-token keys; routes that need a signed-in learner verify with keys.publicKey. */
  keys: JwtKeys;
}

/** svc-learning's Express app (no listen). */
export function buildApp({ config, logger }: LearningAppDeps): Express {
  return createApp({
    name: 'svc-learning',
    logger,
    bodyLimit: config.BODY_LIMIT,
    health: { ready: () => databaseReady() },
    configure(app) {
      app.use('/api', curriculumRoutes());
      // Every /internal path needs the service token, including ones that do not exist.
      app.use('/internal', requireInternal(config.INTERNAL_TOKEN));
      app.use('/internal', progressionInternalRoutes());
    },
  });
}
