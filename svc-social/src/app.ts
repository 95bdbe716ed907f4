import { WRITE_LIMIT_MESSAGE, WRITE_LIMIT_WINDOW_MS, WRITE_LIMITS } from '@fff/domain';
import {
  createInternalClient,
  ownCredential,
  createServiceApp,
  learnerWriteLimits,
  requireAuth,
  type InternalClient,
  type JwtKeys,
  type Logger,
} from '@fff/service-kit';
import type { Express } from 'express';
import type { SocialConfig } from './config';
import { recordPresence } from './directory/presence';
import { socialOpenApi } from './openapi/document';
import { routes } from './routes';
import type { SocialDeps } from './shared/deps';

/** What the social app is built from; tests pass their own. */
export interface SocialAppDeps {
  config: SocialConfig;
  logger: Logger;
  /** Access-token keys; social only verifies, with keys.publicKey. */
  keys: JwtKeys;
  /** Client of svc-learning's /internal API; defaults to LEARNING_URL. */
  learning?: InternalClient;
  /** Client of svc-identity's /internal API (names, avatars); defaults to IDENTITY_URL. */
  identity?: InternalClient;
  /** Default: the system clock. */
  now?: () => Date;
}

/** svc-social's Express app (no listen): its one routes array behind the guards each route declares. */
export function buildApp({
  config,
  logger,
  keys,
  learning,
  identity,
  now = () => new Date(),
}: SocialAppDeps): Express {
  const learningClient =
    learning ??
    // A league read waits for XP at most ~1.5 s in total before falling back to the cached value.
    createInternalClient({
      baseUrl: config.LEARNING_URL,
      credential: ownCredential(config, 'social'),
      service: 'svc-learning',
      timeoutMs: 700,
      retries: 1,
    });
  // Names are cosmetic: a short wait, then the 'Chef 1a2b' fallback.
  const identityClient =
    identity ??
    createInternalClient({
      baseUrl: config.IDENTITY_URL,
      credential: ownCredential(config, 'social'),
      service: 'svc-identity',
      timeoutMs: 700,
      retries: 0,
    });
  // A gift waits longer for the wallet than a card waits for numbers; a timeout leaves it pending for the worker.
  const walletClient =
    learning ??
    createInternalClient({
      baseUrl: config.LEARNING_URL,
      credential: ownCredential(config, 'social'),
      service: 'svc-learning',
      timeoutMs: 3000,
      retries: 1,
    });
  const social: SocialDeps = { learning: learningClient, logger, now };
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
      league: { learning: learningClient, identity: identityClient, logger, now },
      gifts: { ...social, learning: walletClient },
    },
    guards: { bearer: [requireAuth(keys.publicKey), ...writeLimits, recordPresence(logger, now)] },
  });
}
