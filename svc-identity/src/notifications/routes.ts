import {
  notificationStatusQuerySchema,
  notificationStatusResponseSchema,
  scheduleReminderBodySchema,
  scheduleReminderResponseSchema,
  subscribeBodySchema,
  subscribeResponseSchema,
  testPushBodySchema,
  testPushResponseSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  vapidPublicKeyResponseSchema,
} from '@fff/contracts';
import { isValidTimeZone } from '@fff/domain';
import { authOf, declareRoutes, mongoLimiter } from '@fff/service-kit';
import type { Request } from 'express';
import {
  notificationStatus,
  scheduleReminder,
  sendTestPush,
  subscribe,
  unsubscribe,
  type NotifyContext,
} from './service';

/** What the notification routes need: the notify context and the VAPID public key browsers subscribe with. */
export interface NotificationDeps {
  notify: NotifyContext;
  publicKey: string;
}

const route = declareRoutes<NotificationDeps>();
const signedIn = { auth: 'bearer', tags: ['notifications'] } as const;

/** The learner's zone from x-time-zone (as svc-learning reads it); UTC when absent or unknown. */
function timeZoneOf(req: Request): string {
  const value = req.get('x-time-zone');
  return value && value.length <= 64 && isValidTimeZone(value) ? value : 'UTC';
}

/** /api/notifications: VAPID key, subscribe, unsubscribe, status, test push, schedule (spec part 2 §7). */
export const notificationRoutes = [
  route(
    {
      method: 'get',
      path: '/api/notifications/vapid-public-key',
      summary: 'The VAPID public key browsers pass to pushManager.subscribe as applicationServerKey',
      auth: 'none',
      tags: ['notifications'],
      responses: {
        200: { description: 'Base64url P-256 public key', schema: vapidPublicKeyResponseSchema },
      },
    },
    (_in, { deps }) => ({ publicKey: deps.publicKey }),
  ),
  route(
    {
      ...signedIn,
      method: 'get',
      path: '/api/notifications/status',
      summary:
        'Whether this device (endpoint) is subscribed, how many devices are, and whether reminders are allowed',
      query: notificationStatusQuerySchema,
      responses: { 200: { description: 'Subscription state', schema: notificationStatusResponseSchema } },
    },
    ({ query }, { res }) => notificationStatus(authOf(res).userId, query.endpoint),
  ),
  route(
    {
      ...signedIn,
      method: 'post',
      path: '/api/notifications/subscribe',
      summary:
        'Store this browser’s push subscription (https push-service endpoint, P-256 p256dh, 16-byte auth); starts the daily streak reminder',
      body: subscribeBodySchema,
      responses: {
        201: { description: 'Stored (several devices per learner)', schema: subscribeResponseSchema },
      },
    },
    ({ body }, { req, res, deps }) =>
      subscribe(deps.notify, authOf(res).userId, body.subscription, timeZoneOf(req)),
  ),
  route(
    {
      ...signedIn,
      method: 'post',
      path: '/api/notifications/unsubscribe',
      summary:
        'Remove this device (endpoint) or, without one, every device; none left cancels pending reminders',
      body: unsubscribeBodySchema,
      responses: { 200: { description: 'Removed', schema: unsubscribeResponseSchema } },
      errors: [404],
    },
    ({ body }, { res }) => unsubscribe(authOf(res).userId, body.endpoint),
  ),
  route(
    {
      ...signedIn,
      method: 'post',
      path: '/api/notifications/test',
      summary: 'Send a real test push to one of the learner’s own devices now (5 a minute)',
      body: testPushBodySchema,
      responses: { 200: { description: 'The push service accepted it', schema: testPushResponseSchema } },
      errors: [404, 410, 429, 502],
    },
    ({ body }, { res, deps }) => sendTestPush(deps.notify, authOf(res).userId, body.endpoint),
    {
      // Test pushes reach a third-party push service: a few per learner per minute is plenty.
      after: ({ notify }) => [
        mongoLimiter({
          prefix: 'push-test-user',
          limit: 5,
          windowMs: 60_000,
          key: (_req, res) => authOf(res).userId,
          message: 'Too many test notifications. Please wait a minute.',
          now: notify.now,
        }),
      ],
    },
  ),
  route(
    {
      ...signedIn,
      method: 'post',
      path: '/api/notifications/schedule',
      summary:
        'Queue a reminder: daily goal 7 PM / streak 8 PM in the x-time-zone zone, heart refill when hearts are full; one of a kind a day',
      body: scheduleReminderBodySchema,
      responses: {
        201: { description: 'Scheduled, or not with the reason', schema: scheduleReminderResponseSchema },
      },
      errors: [409],
    },
    ({ body }, { req, res, deps }) =>
      scheduleReminder(deps.notify, authOf(res).userId, body, timeZoneOf(req)),
  ),
];
