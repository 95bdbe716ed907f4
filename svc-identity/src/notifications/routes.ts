import {
  notificationStatusQuerySchema,
  scheduleReminderBodySchema,
  subscribeBodySchema,
  testPushBodySchema,
  unsubscribeBodySchema,
} from '@fff/contracts';
import { isValidTimeZone } from '@fff/domain';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router, type Request } from 'express';
import type { IdentityContext } from '../context';
import { mongoLimiter } from '../rate-limit/mongo-store';
import { requireSession } from '../sessions/require-session';
import {
  notificationStatus,
  scheduleReminder,
  sendTestPush,
  subscribe,
  unsubscribe,
  type NotifyContext,
} from './service';

/** The learner's zone from x-time-zone (as svc-learning reads it); UTC when absent or unknown. */
function timeZoneOf(req: Request): string {
  const value = req.get('x-time-zone');
  return value && value.length <= 64 && isValidTimeZone(value) ? value : 'UTC';
}

/** /api/notifications: VAPID key, subscribe, unsubscribe, status, test push, schedule (spec part 2 §7). */
export function notificationRoutes(ctx: IdentityContext, notify: NotifyContext, publicKey: string): Router {
  const router = Router();
  const session = requireSession(ctx.keys.publicKey);
  // Test pushes reach a third-party push service: a few per learner per minute is plenty.
  const testLimit = mongoLimiter({
    prefix: 'push-test-user',
    limit: 5,
    windowMs: 60_000,
    key: (_req, res) => authOf(res).userId,
    message: 'Too many test notifications. Please wait a minute.',
    now: ctx.now,
  });

  router.get('/vapid-public-key', (_req, res) => {
    res.json({ publicKey });
  });
  router.get('/status', ...session, validate({ query: notificationStatusQuerySchema }), async (_req, res) => {
    const { endpoint } = parsed(res, 'query', notificationStatusQuerySchema);
    res.json(await notificationStatus(authOf(res).userId, endpoint));
  });
  router.post('/subscribe', ...session, validate({ body: subscribeBodySchema }), async (req, res) => {
    const { subscription } = parsed(res, 'body', subscribeBodySchema);
    res.status(201).json(await subscribe(notify, authOf(res).userId, subscription, timeZoneOf(req)));
  });
  router.post('/unsubscribe', ...session, validate({ body: unsubscribeBodySchema }), async (_req, res) => {
    const { endpoint } = parsed(res, 'body', unsubscribeBodySchema);
    res.json(await unsubscribe(authOf(res).userId, endpoint));
  });
  router.post('/test', ...session, validate({ body: testPushBodySchema }), testLimit, async (_req, res) => {
    res.json(
      await sendTestPush(notify, authOf(res).userId, parsed(res, 'body', testPushBodySchema).endpoint),
    );
  });
  router.post('/schedule', ...session, validate({ body: scheduleReminderBodySchema }), async (req, res) => {
    const body = parsed(res, 'body', scheduleReminderBodySchema);
    res.status(201).json(await scheduleReminder(notify, authOf(res).userId, body, timeZoneOf(req)));
  });
  return router;
}
