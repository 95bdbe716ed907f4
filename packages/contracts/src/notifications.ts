import * as z from 'zod/mini';

// Web Push (spec part 2 §3 'Push subscription', §7 'Notifications'). Keys are base64url as the
// browser's PushSubscription.toJSON() gives them: p256dh an uncompressed P-256 point (65 bytes),
// auth a 16-byte secret (RFC 8291).

/** Reminder kinds a learner can schedule. */
export const REMINDER_TYPES = ['daily_goal', 'streak_reminder', 'heart_refill'] as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url string (padding tolerated), or -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const body = value.replace(/=+$/, '');
  if (body.length % 4 === 1) return -1;
  return Math.floor((body.length * 3) / 4);
}

const keyOf = (bytes: number, label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.maxLength(200),
    z.refine((v) => base64urlBytes(v) === bytes, `${label} must be base64url of ${bytes} bytes`),
  );

export const pushSubscriptionSchema = z.object({
  endpoint: z.pipe(
    z
      .string({ error: 'The subscription endpoint is required' })
      .check(z.maxLength(2048, 'The subscription endpoint is too long')),
    z.url({ error: 'The subscription endpoint must be a URL' }),
  ),
  /** Browsers may send null; stored only as a hint. */
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    { p256dh: keyOf(65, 'keys.p256dh'), auth: keyOf(16, 'keys.auth') },
    { error: 'The subscription keys are required' },
  ),
});

/** POST /api/notifications/subscribe. */
export const subscribeBodySchema = z.object({
  subscription: pushSubscriptionSchema,
});

/** POST /api/notifications/unsubscribe: this device's endpoint, or none for every device of the learner. */
export const unsubscribeBodySchema = z.object({ endpoint: z.optional(z.string().check(z.maxLength(2048))) });

/** POST /api/notifications/test: sends a real push to one of the learner's own devices. */
export const testPushBodySchema = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2048)) });

/** POST /api/notifications/schedule (§7; times per §9 in the learner's zone, from x-time-zone). */
export const scheduleReminderBodySchema = z.object({
  type: z.enum(REMINDER_TYPES, { error: 'type must be daily_goal, streak_reminder or heart_refill' }),
  scheduledFor: z.iso.datetime({ offset: true, error: 'scheduledFor must be an ISO time' }),
});

export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });

export const subscribeResponseSchema = z.object({
  success: z.literal(true),
  /** How many devices of this learner receive pushes now. */
  devices: z.number().check(z.int(), z.gte(1)),
});

export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  /** Subscriptions removed by this call (0 when there was none). */
  removed: z.number().check(z.int(), z.gte(0)),
});

export const notificationStatusQuerySchema = z.object({
  endpoint: z.optional(z.string().check(z.maxLength(2048))),
});

/** GET /api/notifications/status: whether the server holds this device (endpoint) and how many in all. */
export const notificationStatusResponseSchema = z.object({
  subscribed: z.boolean(),
  devices: z.number().check(z.int(), z.gte(0)),
  /** The learner's emailNotifications setting: reminders are sent only when it is on. */
  remindersAllowed: z.boolean(),
});

export const testPushResponseSchema = z.object({ success: z.literal(true) });

export const scheduleReminderResponseSchema = z.object({
  success: z.literal(true),
  /** false when the rules say no (notifications off in privacy settings, or already practised today). */
  scheduled: z.boolean(),
  type: z.enum(REMINDER_TYPES),
  /** When it will be sent (ISO), null when not scheduled. */
  scheduledFor: z.nullable(z.string()),
  reason: z.nullable(z.enum(['notifications_off', 'already_practised', 'hearts_full'])),
});

/** What the service worker receives in a push (JSON). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  /** A newer push with the same tag replaces the older notification. */
  tag: z.string(),
  /** Route opened on click. */
  url: z.string(),
});

export type ReminderKind = (typeof REMINDER_TYPES)[number];
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
export type TestPushBody = z.infer<typeof testPushBodySchema>;
export type ScheduleReminderBody = z.infer<typeof scheduleReminderBodySchema>;
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
export type NotificationStatusResponse = z.infer<typeof notificationStatusResponseSchema>;
export type ScheduleReminderResponse = z.infer<typeof scheduleReminderResponseSchema>;
export type PushPayload = z.infer<typeof pushPayloadSchema>;
