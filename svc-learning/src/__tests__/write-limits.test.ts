import { WRITE_LIMIT_MESSAGE } from '@fff/domain';
import { RATE_LIMIT_COLLECTION } from '@fff/service-kit';
import mongoose from 'mongoose';
import { learner } from './learner';
import { testApp } from './test-app';
import { useLearningDatabase } from './use-test-app';

useLearningDatabase();
beforeEach(() => mongoose.connection.collection(RATE_LIMIT_COLLECTION).deleteMany({}));

const tooMany = { error: 'too_many_requests', message: WRITE_LIMIT_MESSAGE };
const limited = (perLearner: number, perIp: number) =>
  testApp({ WRITE_LIMIT_PER_LEARNER: String(perLearner), WRITE_LIMIT_PER_IP: String(perIp) });

describe('write limits of svc-learning (app.ts)', () => {
  it.each([
    ['/api/hearts/lose', {}],
    ['/api/lessons/no-such-lesson/answer', { questionIndex: 0, optionId: 'x' }],
    ['/api/lessons/no-such-lesson/complete', {}],
    ['/api/lessons/no-such-lesson/restart', {}],
    ['/api/shop/purchases', { itemId: 'streak-freeze' }],
    ['/api/user/prestige', {}],
  ])('when a learner repeats POST %s past the limit, then 429 too_many_requests', async (path, body) => {
    const me = learner(limited(5, 1000));

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await me.post(path, body)).status);

    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
    const again = await me.post(path, body);
    expect(again.body).toMatchObject(tooMany);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a learner is stopped, then their reads still pass', async () => {
    const me = learner(limited(2, 1000));
    for (let i = 0; i < 3; i++) await me.post('/api/hearts/lose');

    expect((await me.post('/api/hearts/lose')).status).toBe(429);
    expect((await me.get('/api/hearts')).status).toBe(200);
  });

  it('when many learners write from one address past its limit, then the address is stopped', async () => {
    const app = limited(100, 4);
    const [a, b, c] = [learner(app), learner(app), learner(app)];

    const statuses: number[] = [];
    for (const who of [a, b, a, b]) statuses.push((await who.post('/api/hearts/lose')).status);
    const fifth = await c.post('/api/hearts/lose');

    expect(statuses).not.toContain(429);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject(tooMany);
  });

  it('when a learner plays at a real pace with the default limits, then no write is refused', async () => {
    const me = learner(testApp());
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await me.post('/api/hearts/lose')).status);
    expect(statuses).not.toContain(429);
  });
});
