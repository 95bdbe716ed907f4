import type {
  NotificationStatusResponse,
  PushPayload,
  PushSubscriptionJson,
  ReminderKind,
  ScheduleReminderBody,
  ScheduleReminderResponse,
  SubscribeResponse,
  UnsubscribeResponse,
} from '@fff/contracts';
import { PUSH_ICON, REMINDER_MESSAGES } from '@fff/domain';
import { AppError, badRequest, conflict, notFound, unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { findAccountById } from '../users/repository';
import { isAllowedPushEndpoint } from './endpoint-policy';
import { cancelPendingReminders, upsertReminder } from './job-repository';
import type { PushSender } from './push-sender';
import { heartsFullAt, practisedOn, reminderSlot } from './rules';
import {
  findSubscription,
  removeEndpoint,
  removeSubscriptions,
  saveSubscription,
  subscriptionsOf,
} from './subscription-repository';

/** What the notification use cases need besides the app context. */
export type NotifyContext = Pick<IdentityContext, 'config' | 'progression' | 'now' | 'logger'> & {
  push: PushSender;
  /** Nudges the reminder worker after a schedule (runs due work soon). */
  kick(): void;
};

/** Far-future limit of a schedule: a week is more than any reminder kind needs. */
const MAX_AHEAD_MS = 8 * 24 * 60 * 60 * 1000;

/** The push a reminder kind (or the test button) sends. */
export function payloadFor(kind: ReminderKind | 'test'): PushPayload {
  const m = REMINDER_MESSAGES[kind];
  return { title: m.title, body: m.body, icon: PUSH_ICON, tag: `fff-${kind}`, url: m.url };
}

async function accountOf(userId: string) {
  const account = await findAccountById(userId);
  if (!account) throw unauthorized();
  return account;
}

/**
 * POST /api/notifications/subscribe: store this device for the learner. A subscribed learner gets the
 * daily streak reminder (8 PM their time, only on days without practice): the first is queued here,
 * each next one by the worker.
 */
export async function subscribe(
  ctx: NotifyContext,
  userId: string,
  sub: PushSubscriptionJson,
  timeZone: string,
): Promise<SubscribeResponse> {
  if (!isAllowedPushEndpoint(sub.endpoint, ctx.config))
    throw badRequest('The subscription endpoint is not a push service this app can use', 'invalid_endpoint');
  const account = await accountOf(userId);
  await saveSubscription(userId, sub);
  if (account.emailNotifications) {
    const now = ctx.now();
    await upsertReminder({
      userId,
      type: 'streak_reminder',
      timeZone,
      ...reminderSlot('streak_reminder', now, now, timeZone),
    });
  }
  return { success: true, devices: (await subscriptionsOf(userId)).length };
}

/**
 * POST /api/notifications/unsubscribe: remove this device (endpoint) or every device of the learner.
 * Only the learner's own devices match; with none left, pending reminders are cancelled.
 */
export async function unsubscribe(userId: string, endpoint?: string): Promise<UnsubscribeResponse> {
  const removed = await removeSubscriptions(userId, endpoint);
  if (endpoint !== undefined && removed === 0) throw notFound('No such subscription');
  if ((await subscriptionsOf(userId)).length === 0) await cancelPendingReminders(userId, 'unsubscribed');
  return { success: true, removed };
}

/** GET /api/notifications/status. */
export async function notificationStatus(
  userId: string,
  endpoint?: string,
): Promise<NotificationStatusResponse> {
  const account = await accountOf(userId);
  const devices = await subscriptionsOf(userId);
  return {
    subscribed: endpoint ? devices.some((d) => d.endpoint === endpoint) : devices.length > 0,
    devices: devices.length,
    remindersAllowed: account.emailNotifications,
  };
}

/** POST /api/notifications/test: a real push to one of the learner's own devices, now. */
export async function sendTestPush(
  ctx: NotifyContext,
  userId: string,
  endpoint: string,
): Promise<{ success: true }> {
  const sub = await findSubscription(userId, endpoint);
  if (!sub) throw notFound('This device is not subscribed. Enable notifications first.');
  let outcome;
  try {
    outcome = await ctx.push(sub, payloadFor('test'));
  } catch (err) {
    ctx.logger.warn({ err: (err as Error).message }, 'test push failed');
    throw new AppError(
      'push_failed',
      502,
      'The push service did not accept the notification. Please try again.',
    );
  }
  if (outcome === 'gone') {
    await removeEndpoint(sub.endpoint);
    throw new AppError(
      'subscription_gone',
      410,
      'This device’s subscription has expired. Enable notifications again.',
    );
  }
  return { success: true };
}

const notScheduled = (
  type: ReminderKind,
  reason: ScheduleReminderResponse['reason'],
): ScheduleReminderResponse => ({
  success: true,
  scheduled: false,
  type,
  scheduledFor: null,
  reason,
});

/** POST /api/notifications/schedule: queue a reminder by the rules of its kind (at most one a day). */
export async function scheduleReminder(
  ctx: NotifyContext,
  userId: string,
  body: ScheduleReminderBody,
  timeZone: string,
): Promise<ScheduleReminderResponse> {
  const now = ctx.now();
  const asked = new Date(body.scheduledFor);
  if (asked.getTime() - now.getTime() > MAX_AHEAD_MS)
    throw badRequest('scheduledFor is too far ahead (at most a week)');
  const account = await accountOf(userId);
  if (!account.emailNotifications) return notScheduled(body.type, 'notifications_off');
  if ((await subscriptionsOf(userId)).length === 0)
    throw conflict('Enable notifications on a device first', 'not_subscribed');
  const slot = reminderSlot(body.type, asked, now, timeZone);
  const { day } = slot;
  let { runAt } = slot;
  const progression = await ctx.progression(userId);
  if (progression.progressionAvailable) {
    if (body.type === 'heart_refill') {
      const full = heartsFullAt(progression, now);
      if (full <= now) return notScheduled(body.type, 'hearts_full');
      if (full > runAt) runAt = full;
    } else if (practisedOn(progression, day)) {
      return notScheduled(body.type, 'already_practised');
    }
  }
  const at = await upsertReminder({ userId, type: body.type, timeZone, day, runAt });
  if (!at) return notScheduled(body.type, null);
  ctx.kick();
  return { success: true, scheduled: true, type: body.type, scheduledFor: at.toISOString(), reason: null };
}
