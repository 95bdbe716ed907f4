import {
  createServiceApp,
  ensureRateLimitIndexes,
  optionalAuth,
  type JwtKeys,
  type Logger,
} from '@fff/service-kit';
import type { Express } from 'express';
import { ensureAccountOperationIndexes } from './account-data/operation-model';
import { exportClients } from './account-data/export-data';
import { ensureOneTimeTokenIndexes } from './auth/one-time-tokens';
import { authLimits } from './auth/rate-limits';
import { ensureSignInBackoffIndexes } from './auth/sign-in-backoff';
import type { IdentityConfig } from './config';
import type { IdentityContext } from './context';
import { createMailer, type Mailer } from './email/mailer';
import { ensureHelpAreaIndexes } from './help-area';
import { ensureJobIndexes } from './notifications/job-repository';
import { createPushSender } from './notifications/push-sender';
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
import { loadRoadmapContent } from './roadmap/content';
import { roadmapService } from './roadmap/service';
import { routes } from './routes';
import { ensureSessionIndexes } from './sessions/repository';
import { ensureEmailChangeIndexes } from './users/email-change';
import { ensurePasswordAttemptIndexes } from './users/password-attempts';
import { requireSession } from './sessions/require-session';
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
  // Identity's signed-in routes also check that the token's session is still live (no HTTP hop:
  // the sessions are its own), so createServiceApp is given no public key for that check.
  const session = requireSession(keys.publicKey);
  const app = createServiceApp({
    name: 'svc-identity',
    logger,
    config,
    openApi: identityOpenApi,
    routes,
    deps: {
      ctx,
      limits: authLimits(config),
      exportClients: exportClients(ctx),
      notifications: { notify, publicKey: vapid.publicKey },
      roadmap: roadmapService(loadRoadmapContent(), ctx.now),
    },
    guards: { bearer: session, 'optional-bearer': optionalAuth(keys.publicKey) },
  });
  return { app, outbox, reminders };
}

/** svc-identity's Express app (no listen); the outbox worker is not started. */
export function buildApp(deps: IdentityAppDeps): Express {
  return buildIdentity(deps).app;
}
