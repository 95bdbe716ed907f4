import type { JwtKeys, Logger } from '@fff/service-kit';
import type { IdentityConfig } from './config';
import type { Mailer } from './email/mailer';
import type { OutboxWorker } from './outbox/worker';
import type { ProgressionReader } from './progression-client/client';
import type { LessonCounter } from './progression-client/lessons-completed';

/** Everything the use cases need, built once by the app. */
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
