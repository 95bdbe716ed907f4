import {
  createApp,
  createSessionCheck,
  databaseReady,
  optionalAuth,
  requireAuth,
  rejectRevokedSessions,
  requireInternal,
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
  return createApp({
    name: 'svc-learning',
    logger,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    health: { ready: () => databaseReady() },
    configure(app) {
      // Logout and revocation reach this service within SESSION_CHECK_MS (identity is asked, cached).
      if (config.SESSION_CHECK_MS > 0) {
        const sessions = createSessionCheck({
          identityUrl: config.IDENTITY_URL,
          token: config.INTERNAL_TOKEN,
          cacheMs: config.SESSION_CHECK_MS,
          logger,
        });
        app.use('/api', rejectRevokedSessions(keys.publicKey, sessions));
      }
      app.use('/api', curriculumRoutes(optionalAuth(keys.publicKey)));
      app.use(routerOf(learnerRoutes, undefined, { bearer: auth }));
      // Off (production): not mounted at all, so /api/test/* is the plain 404 of an unknown path.
      const testMode = testEndpointsMode(config);
      if (testMode !== 'off') app.use('/api', testPagesRoutes(auth, testMode));
      // Every /internal path needs the service token, including ones that do not exist.
      app.use('/internal', requireInternal(config.INTERNAL_TOKEN));
      app.use(routerOf(learningInternalRoutes, undefined));
      app.use(routerOf(accountDataInternalRoutes, accountDataHandlers));
      // Internal port only: the gateway's route table does not route it.
      app.get('/openapi.json', (_req, res) => {
        res.json(learningOpenApi());
      });
    },
  });
}
