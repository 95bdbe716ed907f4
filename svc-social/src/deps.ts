import {
  createInternalClient,
  ownCredential,
  type DurableWorker,
  type InternalClient,
  type JwtKeys,
  type Logger,
} from '@fff/service-kit';
import type { SocialConfig } from './config';
import { createGiftWorker } from './gifts/worker';
import { createWeekCloseWorker } from './league/week-close';
import type { SocialDeps } from './shared/deps';

/** What svc-social is built from; tests pass their own clock and clients. */
export interface SocialDepsInput {
  config: SocialConfig;
  logger: Logger;
  /** Access-token keys; social only verifies, with keys.publicKey. */
  keys: JwtKeys;
  /** Replaces every svc-learning client (tests). */
  learning?: InternalClient;
  /** Replaces the svc-identity client (tests). */
  identity?: InternalClient;
  /** Default: the system clock. */
  now?: () => Date;
}

/** The service's parts, built once: config, logger, clock, internal clients and background workers. */
export interface SocialServiceDeps {
  config: SocialConfig;
  logger: Logger;
  keys: JwtKeys;
  now: () => Date;
  clients: {
    /** League reads of XP (short waits, one retry). */
    learning: InternalClient;
    /** Gift transfers (a longer wait). */
    wallet: InternalClient;
    /** Names and avatars. */
    identity: InternalClient;
  };
  /** Gift retries and the league week close; main starts them once the service listens and stops them on shutdown. */
  workers: DurableWorker[];
}

/** Build svc-social's deps; every client's timeout comes from the config. */
export function createSocialDeps(input: SocialDepsInput): SocialServiceDeps {
  const { config, logger, keys, now = () => new Date() } = input;
  const client = (baseUrl: string, service: string, timeoutMs: number, retries: number) =>
    createInternalClient({
      baseUrl,
      credential: ownCredential(config, 'social'),
      service,
      timeoutMs,
      retries,
    });
  const learning = (timeoutMs: number, retries: number) =>
    input.learning ?? client(config.LEARNING_URL, 'svc-learning', timeoutMs, retries);
  // The workers make one attempt per claim: their queue retries.
  const worker: SocialDeps = { learning: learning(config.LEARNING_WORKER_TIMEOUT_MS, 0), logger, now };
  return {
    config,
    logger,
    keys,
    now,
    clients: {
      learning: learning(config.LEARNING_READ_TIMEOUT_MS, 1),
      wallet: learning(config.LEARNING_WALLET_TIMEOUT_MS, 1),
      identity: input.identity ?? client(config.IDENTITY_URL, 'svc-identity', config.IDENTITY_TIMEOUT_MS, 0),
    },
    // League weeks close once each (a lease in MongoDB), whichever replica gets there first.
    workers: [createGiftWorker(worker), createWeekCloseWorker(worker)],
  };
}
