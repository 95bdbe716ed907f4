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
  type RouteDoc,
} from '@fff/contracts';

const tags = ['notifications'];

/** svc-identity's Web Push routes (spec part 2 §7 'Notifications'). */
export const identityNotificationRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/notifications/vapid-public-key',
    summary: 'The VAPID public key browsers pass to pushManager.subscribe as applicationServerKey',
    auth: 'none',
    tags,
    responses: { 200: { description: 'Base64url P-256 public key', schema: vapidPublicKeyResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/notifications/status',
    summary:
      'Whether this device (endpoint) is subscribed, how many devices are, and whether reminders are allowed',
    auth: 'bearer',
    tags,
    query: notificationStatusQuerySchema,
    responses: { 200: { description: 'Subscription state', schema: notificationStatusResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/notifications/subscribe',
    summary:
      'Store this browser’s push subscription (https push-service endpoint, P-256 p256dh, 16-byte auth); starts the daily streak reminder',
    auth: 'bearer',
    tags,
    body: subscribeBodySchema,
    responses: {
      201: { description: 'Stored (several devices per learner)', schema: subscribeResponseSchema },
    },
  },
  {
    method: 'post',
    path: '/api/notifications/unsubscribe',
    summary:
      'Remove this device (endpoint) or, without one, every device; none left cancels pending reminders',
    auth: 'bearer',
    tags,
    body: unsubscribeBodySchema,
    responses: { 200: { description: 'Removed', schema: unsubscribeResponseSchema } },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/notifications/test',
    summary: 'Send a real test push to one of the learner’s own devices now (5 a minute)',
    auth: 'bearer',
    tags,
    body: testPushBodySchema,
    responses: { 200: { description: 'The push service accepted it', schema: testPushResponseSchema } },
    errors: [404, 410, 429, 502],
  },
  {
    method: 'post',
    path: '/api/notifications/schedule',
    summary:
      'Queue a reminder: daily goal 7 PM / streak 8 PM in the x-time-zone zone, heart refill when hearts are full; one of a kind a day',
    auth: 'bearer',
    tags,
    body: scheduleReminderBodySchema,
    responses: {
      201: { description: 'Scheduled, or not with the reason', schema: scheduleReminderResponseSchema },
    },
    errors: [409],
  },
];
