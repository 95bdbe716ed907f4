import { WRITE_LIMIT_MESSAGE, WRITE_LIMIT_WINDOW_MS, WRITE_LIMITS } from '@fff/domain';
import {
  createInternalClient,
  createServiceApp,
  learnerWriteLimits,
  requireAuth,
  routerOf,
  type InternalClient,
  type JwtKeys,
  type Logger,
} from '@fff/service-kit';
import type { Express } from 'express';
import { accountDataHandlers, accountDataInternalRoutes } from './account-data/routes';
import { removeAccountData } from './account-removal';
import { chatRoutes } from './chat/routes';
import { crewRoutes } from './crews/routes';
import type { SocialConfig } from './config';
import { recordPresence } from './directory/presence';
import { directoryInternalRoutes } from './directory/routes';
import { friendRoutes } from './friends/routes';
import { giftRoutes } from './gifts/routes';
import { leagueRoutes } from './league/routes';
import { remoteReportRoutes } from './remote-reports/routes';
import { safetyRoutes } from './safety/routes';
import type { SocialDeps } from './shared/deps';
import { socialOpenApi } from './openapi/document';

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

/** svc-social's Express app (no listen). */
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
      token: config.INTERNAL_TOKEN,
      service: 'svc-learning',
      timeoutMs: 700,
      retries: 1,
    });
  // Names are cosmetic: a short wait, then the 'Chef 1a2b' fallback.
  const identityClient =
    identity ??
    createInternalClient({
      baseUrl: config.IDENTITY_URL,
      token: config.INTERNAL_TOKEN,
      service: 'svc-identity',
      timeoutMs: 700,
      retries: 0,
    });
  // A gift waits longer for the wallet than a card waits for numbers; a timeout leaves it pending for the worker.
  const walletClient =
    learning ??
    createInternalClient({
      baseUrl: config.LEARNING_URL,
      token: config.INTERNAL_TOKEN,
      service: 'svc-learning',
      timeoutMs: 3000,
      retries: 1,
    });
  const deps: SocialDeps = { learning: learningClient, logger, now };
  return createServiceApp({
    name: 'svc-social',
    logger,
    config,
    publicKey: keys.publicKey,
    openApi: socialOpenApi,
    configure(app) {
      app.use(routerOf(directoryInternalRoutes, { onDeleted: removeAccountData }));
      app.use(routerOf(accountDataInternalRoutes, accountDataHandlers));
      // The shell's reports of remote versions failing in browsers: no sign-in, limited per address.
      app.use(routerOf(remoteReportRoutes, { now }));
      // League, crews, friends, chat, blocks, reports and gifts: signed-in learners only; each call is
      // presence; every write counts against the learner's and the address's limits (MongoDB, all replicas).
      const writeLimits = learnerWriteLimits(config, {
        prefix: 'social:writes',
        ...WRITE_LIMITS.social,
        windowMs: WRITE_LIMIT_WINDOW_MS,
        message: WRITE_LIMIT_MESSAGE,
      });
      const signedIn = [requireAuth(keys.publicKey), ...writeLimits, recordPresence(logger, now)];
      const leagueDeps = { learning: learningClient, identity: identityClient, logger, now };
      app.use('/api/league', ...signedIn);
      app.use(routerOf([...leagueRoutes, ...crewRoutes], leagueDeps));
      app.use(
        [
          '/api/friends',
          '/api/friend-requests',
          '/api/users',
          '/api/chat',
          '/api/flavour-stones',
          '/api/report-content',
        ],
        ...signedIn,
      );
      app.use(routerOf([...friendRoutes, ...chatRoutes, ...safetyRoutes], deps));
      app.use(routerOf(giftRoutes, { ...deps, learning: walletClient }));
    },
  });
}
