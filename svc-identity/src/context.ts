import type { JwtKeys, Logger } from '@fff/service-kit';
import type { IdentityConfig } from './config';
import type { Mailer } from './email/mailer';
import type { OutboxWorker } from './outbox/worker';
import type { ProgressionReader } from './progression-client/client';

/** Everything the use cases need, built once by the app. */
export interface IdentityContext {
  config: IdentityConfig;
  logger: Logger;
  keys: JwtKeys;
  mailer: Mailer;
  progression: ProgressionReader;
  outbox: OutboxWorker;
  /** The current time; tests pass a movable clock to step past time windows. */
  now: () => Date;
}
