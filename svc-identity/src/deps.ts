import type { DurableWorker, InternalClient, JwtKeys, Logger } from '@fff/service-kit';
import { exportClients } from './account-data/export-data';
import type { IdentityConfig } from './config';
import { createMailer, type Mailer } from './email/mailer';
import { createPushSender, type PushSender } from './notifications/push-sender';
import { loadVapidDetails } from './notifications/vapid';
import { createReminderWorker, type ReminderWorker } from './notifications/worker';
import { createHttpSender } from './outbox/http-sender';
import { createOutboxWorker, type OutboxWorker } from './outbox/worker';
import { createProgressionReader, type ProgressionReader } from './progression-client/client';
import { createLessonCounter, type LessonCounter } from './progression-client/lessons-completed';

/** Everything the use cases need, built once by createIdentityDeps. */
export interface IdentityContext {
  config: IdentityConfig;
  logger: Logger;
  keys: JwtKeys;
  mailer: Mailer;
  progression: ProgressionReader;
  /** Completed lessons per learner (the referral bonus waits for them). */
  lessons: LessonCounter;
  outbox: OutboxWorker;
  /** The current time; tests pass a movable clock to step past time windows. */
  now: () => Date;
}

/** What svc-identity is built from; tests pass their own mailer, progression reader and clock. */
export interface IdentityDepsInput {
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

/** The service's parts, built once: the use cases' context, the push sender, internal clients and workers. */
export interface IdentityServiceDeps {
  ctx: IdentityContext;
  push: PushSender;
  /** The VAPID public key browsers subscribe with. */
  vapidPublicKey: string;
  /** The account-data export's clients of svc-learning and svc-social. */
  exportClients: { learning: InternalClient; social: InternalClient };
  outbox: OutboxWorker;
  reminders: ReminderWorker;
  /** The outbox and the reminder queue: main starts them once the service listens and stops them on shutdown. */
  workers: DurableWorker[];
}

/**
 * Build svc-identity's deps. Every internal client takes its timeout from the config: the progression
 * reader (PROGRESSION_TIMEOUT_MS), the lesson counter (LESSON_COUNT_TIMEOUT_MS), the outbox's sender
 * (OUTBOX_DELIVERY_TIMEOUT_MS) and the export's clients (EXPORT_TIMEOUT_MS).
 */
export function createIdentityDeps(input: IdentityDepsInput): IdentityServiceDeps {
  const { config, logger, keys } = input;
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
    mailer: input.mailer ?? createMailer(config, logger),
    progression: input.progression ?? createProgressionReader(config, logger),
    lessons: createLessonCounter(config),
    outbox,
    now: input.now ?? (() => new Date()),
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
  return {
    ctx,
    push,
    vapidPublicKey: vapid.publicKey,
    exportClients: exportClients(ctx),
    outbox,
    reminders,
    workers: [outbox, reminders],
  };
}
