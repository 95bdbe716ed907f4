import express from 'express';
import request from 'supertest';
import { createLogger, errorHandler, learnerWriteLimits } from '../index';
import { startTestDatabase, type TestDatabase } from '../testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.stop());

let app = 0;
/** An app whose caller is `who` (as requireAuth would set), limited by learnerWriteLimits. */
function limitedApp(settings: Parameters<typeof learnerWriteLimits>[0], perLearner: number) {
  const server = express();
  server.use((req, res, next) => {
    res.locals.auth = { userId: req.get('x-who') ?? 'nobody' };
    next();
  });
  server.use(
    learnerWriteLimits(settings, { prefix: `test-${++app}`, perLearner, perIp: 1000, windowMs: 60_000 }),
  );
  server.all('/thing', (_req, res) => {
    res.json({ ok: true });
  });
  server.use(errorHandler(createLogger('test', 'silent')));
  return server;
}

describe('learnerWriteLimits', () => {
  it('when a learner writes with POST, PUT and DELETE past the limit, then 429 too_many_requests; reads pass', async () => {
    const server = limitedApp({}, 3);
    const as = (r: request.Test) => r.set('x-who', 'ann');

    const statuses = [
      (await as(request(server).post('/thing'))).status,
      (await as(request(server).put('/thing'))).status,
      (await as(request(server).delete('/thing'))).status,
      (await as(request(server).get('/thing'))).status,
    ];
    const fourth = await as(request(server).post('/thing'));

    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ error: 'too_many_requests' });
    expect((await request(server).post('/thing').set('x-who', 'bob')).status).toBe(200);
  });

  it('when WRITE_LIMIT_PER_LEARNER is set, then it replaces the service number', async () => {
    const server = limitedApp({ WRITE_LIMIT_PER_LEARNER: 1 }, 50);
    expect((await request(server).post('/thing').set('x-who', 'cid')).status).toBe(200);
    expect((await request(server).post('/thing').set('x-who', 'cid')).status).toBe(429);
  });
});
