import {
  createApp,
  databaseReady,
  ensureRateLimitIndexes,
  requireInternal,
  routerOf,
  type JwtKeys,
  type Logger,
} from '@fff/service-kit';
import type { Express } from 'express';
import { ensureAccountOperationIndexes } from './account-data/operation-model';
import { exportClients } from './account-data/export-data';
import { accountDataRoutes } from './account-data/routes';
import { ensureOneTimeTokenIndexes } from './auth/one-time-tokens';
import { authLimits } from './auth/rate-limits';
import { authRoutes } from './auth/routes';
import { ensureSignInBackoffIndexes } from './auth/sign-in-backoff';
import { avatarRoutes } from './avatars/routes';
import type { IdentityConfig } from './config';
import type { IdentityContext } from './context';
import { createMailer, type Mailer } from './email/mailer';
import { ensureHelpAreaIndexes, mountHelpArea } from './help-area';
import { internalUserRoutes } from './internal/routes';
import { ensureJobIndexes } from './notifications/job-repository';
import { createPushSender } from './notifications/push-sender';
import { notificationRoutes } from './notifications/routes';
import { ensureSubscriptionIndexes } from './notifications/subscription-repository';
import { loadVapidDetails } from './notifications/vapid';
import { createReminderWorker, type ReminderWorker } from './notifications/worker';
import { identityOpenApi } from './openapi/document';
import { createHttpSender } from './outbox/http-sender';
import { ensureOutboxIndexes } from './outbox/repository';
import { createOutboxWorker, type OutboxWorker } from './outbox/worker';
import { createProgressionReader, type ProgressionReader } from './progression-client/client';
import { createLessonCounter } from './progression-client/lessons-completed';
import { ensureReferralMailboxIndexes } from './referral/mailbox-claims';
import { referralRoutes } from './referral/routes';
import { internalSessionRoutes } from './sessions/internal-routes';
import { ensureSessionIndexes } from './sessions/repository';
import { ensureEmailChangeIndexes } from './users/email-change';
import { ensurePasswordAttemptIndexes } from './users/password-attempts';
import { requireSession } from './sessions/require-session';
import { userRoutes } from './users/routes';
import { ensureUserIndexes } from './users/repository';

/** What the identity app is built from; tests pass their own. */
export interface IdentityAppDeps {
  config: IdentityConfig;
  logger: Logger;
  /** Signing pair: identity issues access tokens with keys.privateKey. */
  keys: JwtKeys;
  /** Defaults: SMTP or the outbox folder, svc-learning over HTTP. */
  mailer?: Mailer;
  progression?: ProgressionReader;
  /** Default: the system clock. */
  now?: () => Date;
}

/** The app plus its workers: the outbox and the reminder queue (the caller starts and stops them). */
export interface Identity {
  app: Express;
  outbox: OutboxWorker;
  reminders: ReminderWorker;
}

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
  await ensureHelpAreaIndexes();
  await Promise.all([ensureRateLimitIndexes(), ensureSignInBackoffIndexes(), ensureReferralMailboxIndexes()]);
  await Promise.all([ensureSubscriptionIndexes(), ensureJobIndexes()]);
}

/** svc-identity's Express app (no listen) and its outbox worker. */
export function buildIdentity(deps: IdentityAppDeps): Identity {
  const { config, logger, keys } = deps;
  const outbox = createOutboxWorker({
    send: createHttpSender(config),
    logger,
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
  });
  const ctx: IdentityContext = {
    config,
    logger,
    keys,
    mailer: deps.mailer ?? createMailer(config, logger),
    progression: deps.progression ?? createProgressionReader(config, logger),
    lessons: createLessonCounter(config),
    outbox,
    now: deps.now ?? (() => new Date()),
  };
  const vapid = loadVapidDetails(config);
  const push = createPushSender(vapid);
  const reminders = createReminderWorker({
    push,
    progression: ctx.progression,
    logger,
    now: ctx.now,
    pollMs: config.REMINDER_POLL_MS,
    retryBaseMs: config.REMINDER_RETRY_BASE_MS,
  });
  const notify = { ...ctx, push, kick: reminders.kick };
  const app = createApp({
    name: 'svc-identity',
    logger,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    health: { ready: () => databaseReady() },
    configure(app) {
      // Every /internal path needs the service token, including ones that do not exist.
      app.use('/internal', requireInternal(config.INTERNAL_TOKEN));
      app.use(routerOf(internalUserRoutes, undefined));
      app.use(routerOf(internalSessionRoutes, ctx));
      const limits = authLimits(config);
      app.use(routerOf(authRoutes, { ctx, limits }));
      // Identity's own signed-in routes also check that the token's session is still live.
      const session = requireSession(ctx.keys.publicKey);
      app.use(routerOf(referralRoutes, { ctx, limits }, { bearer: session }));
      // Every /api/user path needs a live session, also ones that do not exist (401, not 404).
      app.use('/api/user', ...session);
      app.use(routerOf(accountDataRoutes, { ctx, clients: exportClients(ctx) }));
      app.use(routerOf(userRoutes, ctx));
      app.use(routerOf(avatarRoutes, undefined));
      app.use(routerOf(notificationRoutes, { notify, publicKey: vapid.publicKey }, { bearer: session }));
      mountHelpArea(app, ctx);
      // Internal port only: the gateway's route table does not route it.
      app.get('/openapi.json', (_req, res) => {
        res.json(identityOpenApi());
      });
    },
  });
  return { app, outbox, reminders };
}

/** svc-identity's Express app (no listen); the outbox worker is not started. */
export function buildApp(deps: IdentityAppDeps): Express {
  return buildIdentity(deps).app;
}
