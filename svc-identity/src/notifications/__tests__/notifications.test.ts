import { MAX_PUSH_DEVICES, addDays, localDay } from '@fff/domain';
import request from 'supertest';
import { useIdentityDatabase } from '../../__tests__/test-app';
import { findJob } from '../job-repository';
import { PushSubscriptionModel } from '../model';
import { browserKeys, decryptPush, startPushEndpoint } from './push-endpoint';
import { notificationWorld } from './world';

useIdentityDatabase();

let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let world: ReturnType<typeof notificationWorld>;
beforeAll(async () => {
  push = await startPushEndpoint();
  world = notificationWorld(push.hostPort);
});
afterAll(() => push.stop());

const FCM = 'https://fcm.googleapis.com/fcm/send/abc123';

async function subscribed(auth: string, endpoint = push.endpoint(), zone = 'UTC') {
  const browser = browserKeys();
  await request(world.app)
    .post('/api/notifications/subscribe')
    .set('authorization', auth)
    .set('x-time-zone', zone)
    .send({ subscription: { endpoint, expirationTime: null, keys: browser.keys } })
    .expect(201);
  return { endpoint, browser };
}

const schedule = (auth: string, type: string, scheduledFor: Date, zone = 'UTC') =>
  request(world.app)
    .post('/api/notifications/schedule')
    .set('authorization', auth)
    .set('x-time-zone', zone)
    .send({ type, scheduledFor: scheduledFor.toISOString() });

/** The decrypted pushes `endpoint` received with tag `fff-<kind>`. */
const pushesOf = (endpoint: string, browser: ReturnType<typeof browserKeys>, kind: string) =>
  push
    .to(endpoint)
    .map((r) => JSON.parse(decryptPush(r.body, browser)))
    .filter((p) => p.tag === `fff-${kind}`);

/** Move the clock just past `iso`. */
const passTime = (iso: string) =>
  world.clock.advance(new Date(iso).getTime() - world.clock.now().getTime() + 1000);

describe('push subscriptions', () => {
  it('when the endpoint is not an https push service or the keys are malformed, then 400 and nothing is stored', async () => {
    const { auth } = await world.learner();
    const keys = browserKeys().keys;
    const bad = [
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'https://169.254.169.254/latest/meta-data', keys },
      { endpoint: 'https://internal.example.com/push', keys },
      { endpoint: 'https://fcm.googleapis.com.evil.test/x', keys },
      { endpoint: 'https://fcm.googleapis.com:8443/x', keys },
      { endpoint: `http://127.0.0.1:9/push`, keys },
      { endpoint: FCM, keys: { ...keys, p256dh: keys.p256dh.slice(4) } },
      { endpoint: FCM, keys: { ...keys, auth: 'not base64url!' } },
      { endpoint: FCM },
      { endpoint: 'not a url', keys },
    ];
    for (const subscription of bad) {
      const res = await request(world.app)
        .post('/api/notifications/subscribe')
        .set('authorization', auth)
        .send({ subscription });
      expect([subscription.endpoint, res.status]).toEqual([subscription.endpoint, 400]);
      expect(res.body.error).toBeTruthy();
    }
    expect(await PushSubscriptionModel.countDocuments({ endpoint: FCM })).toBe(0);
    await request(world.app)
      .post('/api/notifications/subscribe')
      .send({ subscription: { endpoint: FCM, keys } })
      .expect(401);
  });

  it('when a learner subscribes two devices, then both count and the status and public key are served', async () => {
    const { auth } = await world.learner();
    await subscribed(auth, `${FCM}-${Date.now()}`);
    const second = await subscribed(auth);
    const status = await request(world.app)
      .get('/api/notifications/status')
      .query({ endpoint: second.endpoint })
      .set('authorization', auth)
      .expect(200);
    expect(status.body).toEqual({ subscribed: true, devices: 2, remindersAllowed: true });
    const key = await request(world.app).get('/api/notifications/vapid-public-key').expect(200);
    expect(key.body.publicKey).toBe(world.vapid.publicKey);
  });

  it('when a learner subscribes more devices than allowed, then the oldest is dropped', async () => {
    const { auth, userId } = await world.learner();
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) endpoints.push((await subscribed(auth)).endpoint);
    const kept = await PushSubscriptionModel.find({ userId }).lean();
    expect(kept.map((d) => d.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it("when a learner unsubscribes another learner's endpoint, then 404 and it stays; their own goes", async () => {
    const owner = await world.learner();
    const other = await world.learner();
    const { endpoint } = await subscribed(owner.auth);
    await request(world.app)
      .post('/api/notifications/unsubscribe')
      .set('authorization', other.auth)
      .send({ endpoint })
      .expect(404);
    const all = await request(world.app)
      .post('/api/notifications/unsubscribe')
      .set('authorization', other.auth)
      .send({});
    expect(all.body).toEqual({ success: true, removed: 0 });
    expect(await PushSubscriptionModel.countDocuments({ endpoint })).toBe(1);
    const mine = await request(world.app)
      .post('/api/notifications/unsubscribe')
      .set('authorization', owner.auth)
      .send({ endpoint })
      .expect(200);
    expect(mine.body).toEqual({ success: true, removed: 1 });
    expect(await PushSubscriptionModel.countDocuments({ endpoint })).toBe(0);
  });

  it('when the test button is pressed, then this device gets a push it can decrypt; a gone (410) device is removed', async () => {
    const { auth } = await world.learner();
    const { endpoint, browser } = await subscribed(auth);
    await request(world.app)
      .post('/api/notifications/test')
      .set('authorization', auth)
      .send({ endpoint })
      .expect(200);
    const [received] = push.to(endpoint);
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.authorization).toContain(`k=${world.vapid.publicKey}`);
    expect(JSON.parse(decryptPush(received.body, browser))).toMatchObject({
      title: 'Test Notification',
      url: '/notification-test',
    });

    push.answer(endpoint, 410);
    await request(world.app)
      .post('/api/notifications/test')
      .set('authorization', auth)
      .send({ endpoint })
      .expect(410);
    expect(await PushSubscriptionModel.countDocuments({ endpoint })).toBe(0);
  });
});

describe('scheduled reminders', () => {
  it('when a learner subscribes and has not practised, then the streak reminder arrives encrypted at 8 PM their time, once, and repeats next day', async () => {
    const { auth, userId } = await world.learner();
    const { endpoint, browser } = await subscribed(auth, push.endpoint(), 'Asia/Tokyo');
    world.progress.set(userId, { lastStreakDate: '2020-01-01' });
    const res = await schedule(auth, 'streak_reminder', world.clock.now(), 'Asia/Tokyo').expect(201);
    expect(res.body.scheduled).toBe(true);
    const runAt = new Date(res.body.scheduledFor);
    // 8 PM in Tokyo is 11:00 UTC.
    expect(runAt.getUTCHours()).toBe(11);
    expect(runAt.getTime()).toBeGreaterThan(world.clock.now().getTime());

    // Asked again the same day: the one job stays, at the same time.
    const twice = await schedule(auth, 'streak_reminder', world.clock.now(), 'Asia/Tokyo').expect(201);
    expect(twice.body.scheduledFor).toBe(res.body.scheduledFor);
    await world.reminders.drain();
    expect(push.to(endpoint)).toHaveLength(0);
    passTime(res.body.scheduledFor);
    await world.reminders.drain();
    await world.reminders.drain();
    const got = push.to(endpoint);
    expect(got).toHaveLength(1);
    expect(JSON.parse(decryptPush(got[0].body, browser))).toEqual({
      title: "Don't let your streak cool down",
      body: "You haven't practised today. One lesson keeps your streak alive!",
      icon: '/icon-192.png',
      tag: 'fff-streak_reminder',
      url: '/',
    });
    // It repeats: the next evening's reminder is queued, at 8 PM Tokyo time again.
    const next = addDays(localDay(runAt, 'Asia/Tokyo'), 1);
    expect(await findJob(`${userId}:streak_reminder:${next}`)).toMatchObject({
      status: 'pending',
      runAt: new Date(`${next}T11:00:00.000Z`),
    });
  });

  it('when the job is due while identity is down, then after the restart it runs once across two replicas', async () => {
    const { auth, userId } = await world.learner();
    const { endpoint, browser } = await subscribed(auth);
    world.progress.set(userId, { lastStreakDate: null });
    const first = world.replica();
    const res = await request(first.app)
      .post('/api/notifications/schedule')
      .set('authorization', auth)
      .send({
        type: 'daily_goal',
        scheduledFor: new Date(world.clock.now().getTime() + 86_400_000).toISOString(),
      })
      .expect(201);
    expect(new Date(res.body.scheduledFor).getUTCHours()).toBe(19);
    first.reminders.stop(); // the process goes away before the job is due

    passTime(res.body.scheduledFor);
    const [a, b] = [world.replica(), world.replica()];
    await Promise.all([a.reminders.drain(), b.reminders.drain(), a.reminders.drain()]);
    await b.reminders.drain();
    // Once, although two replicas drained at the same time (the daily streak reminder may come too).
    expect(pushesOf(endpoint, browser, 'daily_goal')).toHaveLength(1);
    expect((await findJob(`${userId}:daily_goal:${res.body.scheduledFor.slice(0, 10)}`))?.status).toBe(
      'sent',
    );
  });

  it('when the learner practised that day, then the streak reminder is cancelled and nothing is sent', async () => {
    const { auth, userId } = await world.learner();
    const { endpoint } = await subscribed(auth);
    const res = await schedule(auth, 'streak_reminder', world.clock.now()).expect(201);
    world.progress.set(userId, { lastStreakDate: res.body.scheduledFor.slice(0, 10) });
    passTime(res.body.scheduledFor);
    await world.reminders.drain();
    expect(push.to(endpoint)).toHaveLength(0);
    expect((await findJob(`${userId}:streak_reminder:${res.body.scheduledFor.slice(0, 10)}`))?.outcome).toBe(
      'already_practised',
    );
  });

  it('when hearts are not full at the due time, then the notice waits until they are', async () => {
    const { auth, userId } = await world.learner();
    const { endpoint, browser } = await subscribed(auth);
    const now = world.clock.now().getTime();
    world.progress.set(userId, { hearts: 3, nextHeartAt: new Date(now + 30 * 60_000).toISOString() });
    const res = await schedule(auth, 'heart_refill', new Date(now + 60 * 60_000)).expect(201);
    // Full at the next heart plus one more hour.
    expect(new Date(res.body.scheduledFor).getTime()).toBe(now + 90 * 60_000);
    world.progress.set(userId, { hearts: 4, nextHeartAt: new Date(now + 120 * 60_000).toISOString() });
    passTime(res.body.scheduledFor);
    await world.reminders.drain();
    expect(pushesOf(endpoint, browser, 'heart_refill')).toHaveLength(0);
    world.progress.set(userId, { hearts: 5, nextHeartAt: null });
    world.clock.advance(31 * 60_000);
    await world.reminders.drain();
    expect(pushesOf(endpoint, browser, 'heart_refill')).toHaveLength(1);
  });

  it('when the push service fails, then it retries with backoff; a 410 device is removed', async () => {
    const { auth, userId } = await world.learner();
    const { endpoint } = await subscribed(auth);
    world.progress.set(userId, { lastStreakDate: null });
    push.answer(endpoint, 503, 410);
    const res = await schedule(auth, 'streak_reminder', world.clock.now()).expect(201);
    passTime(res.body.scheduledFor);
    await world.reminders.drain();
    expect(push.to(endpoint)).toHaveLength(1);
    const jobId = `${userId}:streak_reminder:${res.body.scheduledFor.slice(0, 10)}`;
    expect(await findJob(jobId)).toMatchObject({ status: 'pending', attempts: 1 });
    await world.reminders.drain();
    expect(push.to(endpoint)).toHaveLength(1); // not yet: backoff
    world.clock.advance(2 * 60_000);
    await world.reminders.drain();
    expect(push.to(endpoint)).toHaveLength(2);
    expect(await PushSubscriptionModel.countDocuments({ endpoint })).toBe(0);
    expect(await findJob(jobId)).toMatchObject({ status: 'cancelled', outcome: 'no_devices' });
  });

  it('when notifications are off in privacy settings or the learner unsubscribed, then no reminder is sent', async () => {
    const off = await world.learner();
    await subscribed(off.auth);
    await request(world.app)
      .put('/api/user/privacy-settings')
      .set('authorization', off.auth)
      .send({ allowDataCollection: true, emailNotifications: false, marketingEmails: false })
      .expect(200);
    const refused = await schedule(off.auth, 'daily_goal', world.clock.now()).expect(201);
    expect(refused.body).toMatchObject({ scheduled: false, reason: 'notifications_off' });

    const gone = await world.learner();
    const { endpoint } = await subscribed(gone.auth);
    world.progress.set(gone.userId, { lastStreakDate: null });
    const res = await schedule(gone.auth, 'streak_reminder', world.clock.now()).expect(201);
    await request(world.app)
      .post('/api/notifications/unsubscribe')
      .set('authorization', gone.auth)
      .send({})
      .expect(200);
    passTime(res.body.scheduledFor);
    await world.reminders.drain();
    expect(push.to(endpoint)).toHaveLength(0);
    await schedule(gone.auth, 'streak_reminder', world.clock.now()).expect(409);
  });
});
