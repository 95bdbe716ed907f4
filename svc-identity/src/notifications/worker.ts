import { createRetryWorker, type DurableWorker, type Logger } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { findAccountById } from '../users/repository';
import { reminderQueue, upsertReminder, type ReminderJob } from './job-repository';
import { PushFailed, type PushSender } from './push-sender';
import { decideDue, nextStreakSlot } from './rules';
import { payloadFor } from './service';
import { removeEndpoint, removeSubscriptions, subscriptionsOf } from './subscription-repository';

/** Runs due reminders from the job queue (same loop as the outbox worker). */
export type ReminderWorker = DurableWorker;

/** Options of the worker. */
export interface ReminderWorkerOptions {
  push: PushSender;
  progression: IdentityContext['progression'];
  logger: Logger;
  now: () => Date;
  pollMs: number;
  retryBaseMs: number;
}

/** A worker that claims due reminder jobs (lease), applies the rules, and pushes to every device. */
export function createReminderWorker(o: ReminderWorkerOptions): ReminderWorker {
  const queue = reminderQueue(o.retryBaseMs);
  const finishJob = (job: ReminderJob, status: 'sent' | 'cancelled', outcome: string) =>
    queue.finish(job, { status, outcome });

  /** Send to every device; gone ones are removed. Throws when none accepted and some may later. */
  async function deliver(job: ReminderJob): Promise<'sent' | 'no_devices'> {
    const devices = await subscriptionsOf(job.userId);
    let sent = 0;
    let failure: Error | undefined;
    for (const device of devices) {
      try {
        if ((await o.push(device, payloadFor(job.type))) === 'gone') await removeEndpoint(device.endpoint);
        else sent++;
      } catch (err) {
        failure = err as Error;
      }
    }
    if (sent > 0) return 'sent';
    if (failure) throw failure;
    return 'no_devices';
  }

  async function run(job: ReminderJob): Promise<void> {
    const account = await findAccountById(job.userId);
    if (!account) {
      await removeSubscriptions(job.userId);
      await finishJob(job, 'cancelled', 'account_gone');
      return;
    }
    if (!account.emailNotifications) {
      await finishJob(job, 'cancelled', 'notifications_off');
      return;
    }
    const progression = await o.progression(job.userId);
    if (!progression.progressionAvailable) throw new PushFailed('progression unavailable');
    const decision = decideDue(job.type, job.day, progression, o.now());
    if (decision.action === 'cancel') {
      await finishJob(job, 'cancelled', decision.reason);
      await continueDaily(job);
      return;
    }
    if (decision.action === 'later') {
      await queue.postpone(job, decision.at);
      return;
    }
    const outcome = await deliver(job);
    await finishJob(job, outcome === 'sent' ? 'sent' : 'cancelled', outcome);
    if (outcome === 'sent') await continueDaily(job);
  }

  /** The streak reminder repeats daily while the learner has devices (stops with the last unsubscribe). */
  async function continueDaily(job: ReminderJob): Promise<void> {
    if (job.type !== 'streak_reminder') return;
    const { userId, timeZone } = job;
    await upsertReminder({ userId, type: job.type, timeZone, ...nextStreakSlot(job.day, timeZone) });
  }

  // A throw (push or progression unavailable) is a failed attempt: retried with backoff by the queue.
  return createRetryWorker({
    name: 'reminder',
    queue,
    handle: run,
    logger: o.logger,
    pollMs: o.pollMs,
    now: o.now,
  });
}
