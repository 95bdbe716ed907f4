import { createApp, databaseReady, requireInternal, type JwtKeys, type Logger } from '@fff/service-kit';
import type { Express } from 'express';
import { authRoutes } from './auth/routes';
import type { IdentityConfig } from './config';

/** What the identity app is built from; tests pass their own. */
export interface IdentityAppDeps {
  config: IdentityConfig;
  logger: Logger;
  /** Signing pair: identity issues access tokens with keys.privateKey. */
  keys: JwtKeys;
}

/** svc-identity's Express app (no listen). */
export function buildApp({ config, logger }: IdentityAppDeps): Express {
  return createApp({
    name: 'svc-identity',
    logger,
    bodyLimit: config.BODY_LIMIT,
    health: { ready: () => databaseReady() },
    configure(app) {
      // Every /internal path needs the service token, including ones that do not exist.
      app.use('/internal', requireInternal(config.INTERNAL_TOKEN));
      app.use('/api/auth', authRoutes());
    },
  });
}
