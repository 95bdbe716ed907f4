import { sendStonesResponseSchema } from '@fff/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { startLearningService, type LearningService } from '../../__tests__/learning-service';
import { useSocialWorld, type Cook } from '../../__tests__/social-world';
import { closedPortUrl } from '../../__tests__/fake-dependencies';
import { testApp } from '../../__tests__/test-app';
import { testCook } from '../../__tests__/test-learner';
import { createGiftWorker } from '../worker';
import { createInternalClient, createLogger, devInternalToken } from '@fff/service-kit';
import { GiftModel } from '../model';

const world = useSocialWorld();
let learning: LearningService;

beforeAll(async () => {
  learning = await startLearningService(world.dbUri);
  world.social = testApp({ LEARNING_URL: learning.url });
}, 60_000);
afterAll(async () => {
  await learning?.stop();
});

const learningDb = () => mongoose.connection.useDb(learning.dbName);
const setStones = (userId: string, spiceStones: number) =>
  learningDb()
    .collection<{ _id: string }>('progression')
    .updateOne({ _id: userId }, { $set: { spiceStones } }, { upsert: true });
const stonesOf = async (userId: string) =>
  (
    await learningDb()
      .collection<{ _id: string; spiceStones?: number }>('progression')
      .findOne({ _id: userId })
  )?.spiceStones ?? 0;

const gift = (from: Cook, body: object, key?: string) => {
  const call = request(world.social.app)
    .post('/api/flavour-stones/send')
    .set('authorization', `Bearer ${from.token}`);
  return (key ? call.set('idempotency-key', key) : call).send(body);
};

async function friendsWithStones(stones: number) {
  const [a, b] = [await world.cook(), await world.cook()];
  await world.befriend(a, b);
  // Making a friend pays both the first-friend achievement; each gift test starts from known balances.
  await setStones(a.id, stones);
  await setStones(b.id, 0);
  return [a, b] as const;
}

describe('POST /api/flavour-stones/send', () => {
  it('when a gift is sent twice with the same key, then the stones move once and the receiver gets one activity', async () => {
    const [a, b] = await friendsWithStones(20);
    const body = { toUserId: b.id, amount: 5, description: 'For the soup' };
    const first = await gift(a, body, 'click-1');
    const again = await gift(a, body, 'click-1');
    expect(first.status).toBe(200);
    expect(sendStonesResponseSchema.parse(first.body)).toEqual({
      success: true,
      status: 'sent',
      amount: 5,
      message: 'Spice Stones sent!',
    });
    expect(again.body.status).toBe('sent');
    expect([await stonesOf(a.id), await stonesOf(b.id)]).toEqual([15, 5]);
    const activities = await learningDb()
      .collection('activities')
      .find({ userId: b.id, type: 'stones_received' })
      .toArray();
    expect(activities).toEqual([
      expect.objectContaining({
        type: 'stones_received',
        description: `Received 5 Spice Stones from ${a.username}`,
      }),
    ]);
  });

  it('when concurrent gifts ask for more than the balance, then the balance never goes below zero', async () => {
    const [a, b] = await friendsWithStones(12);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => gift(a, { toUserId: b.id, amount: 5 }, `race-${i}`)),
    );
    const sent = results.filter((r) => r.status === 200).length;
    expect(sent).toBe(2);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.message === 'Not enough Spice Stones.'),
    ).toBe(true);
    expect([await stonesOf(a.id), await stonesOf(b.id)]).toEqual([2, 10]);
  });

  it('when the same key is sent concurrently, then it pays once', async () => {
    const [a, b] = await friendsWithStones(50);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => gift(a, { toUserId: b.id, amount: 7 }, 'double-click')),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect([await stonesOf(a.id), await stonesOf(b.id)]).toEqual([43, 7]);
  });

  it('when the key is reused for another gift, then 409 and nothing moves', async () => {
    const [a, b] = await friendsWithStones(50);
    await gift(a, { toUserId: b.id, amount: 3 }, 'k-reuse');
    const other = await gift(a, { toUserId: b.id, amount: 4 }, 'k-reuse');
    expect(other.status).toBe(409);
    expect(await stonesOf(a.id)).toBe(47);
  });

  it('when the receiver is not a friend, is yourself, or the amount is outside 1-100, then it is refused', async () => {
    const [a, b] = await friendsWithStones(500);
    const stranger = await world.cook();
    expect((await gift(a, { toUserId: stranger.id, amount: 5 })).status).toBe(403);
    const self = await gift(a, { toUserId: a.id, amount: 5 });
    expect(self.body).toEqual({ error: 'self', message: 'You cannot send Spice Stones to yourself.' });
    for (const amount of [0, 101, 2.5, '5']) {
      const res = await gift(a, { toUserId: b.id, amount });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'validation', message: 'Send between 1 and 100 Spice Stones.' });
    }
    expect((await gift(a, { toUserId: b.id, amount: 5 }, 'bad key with spaces')).status).toBe(400);
    expect(await stonesOf(a.id)).toBe(500);
  });

  it('when learning is down, then the gift is pending (202) and the retry worker delivers it once learning is back', async () => {
    const [a, b] = await friendsWithStones(10);
    const down = testApp({ LEARNING_URL: await closedPortUrl() });
    // The down app has its own keys: sign a token for it.
    const signed = testCook(down.keys, a).token;
    const pending = await request(down.app)
      .post('/api/flavour-stones/send')
      .set('authorization', `Bearer ${signed}`)
      .set('idempotency-key', 'while-down')
      .send({ toUserId: b.id, amount: 4 });
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ success: true, status: 'pending' });
    expect(await stonesOf(a.id)).toBe(10);

    await GiftModel.updateOne({ _id: `${a.id}:while-down` }, { $set: { nextAttemptAt: new Date(0) } });
    const client = createInternalClient({
      baseUrl: learning.url,
      credential: { caller: 'social', token: devInternalToken('social') },
      retries: 0,
    });
    await createGiftWorker({
      learning: client,
      logger: createLogger('gift-test', 'silent'),
      now: () => new Date(),
    }).drain();
    expect([await stonesOf(a.id), await stonesOf(b.id)]).toEqual([6, 4]);
    expect(await GiftModel.findById(`${a.id}:while-down`).lean()).toMatchObject({ status: 'sent' });
  });
});
