import express from 'express';
import { rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { countHit, ensureRateLimitIndexes, MongoRateLimitStore } from '../index';
import { startTestDatabase, type TestDatabase } from '../testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureRateLimitIndexes();
});
afterAll(() => db.stop());

/** Two "replicas": separate apps and limiter instances sharing only the database. */
function replica(prefix: string, limit: number) {
  const app = express();
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit,
      store: new MongoRateLimitStore(prefix),
      keyGenerator: () => 'one-client',
    }),
  );
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

describe('MongoRateLimitStore', () => {
  it('when two replicas count the same client, then the limit holds across both', async () => {
    const [a, b] = [replica('shared', 3), replica('shared', 3)];
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await request(app).get('/')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('when many hits arrive at once, then every one is counted exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => countHit('race', 60_000)));
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_v, i) => i + 1),
    );
  });

  it('when the window has passed, then counting starts again at 1', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    expect((await countHit('window', 1000, start)).totalHits).toBe(1);
    expect((await countHit('window', 1000, new Date(start.getTime() + 500))).totalHits).toBe(2);
    const next = await countHit('window', 1000, new Date(start.getTime() + 1500));
    expect(next.totalHits).toBe(1);
    expect(next.resetTime.getTime()).toBe(start.getTime() + 2500);
  });

  it('when limiters have different prefixes, then their counters are separate', async () => {
    expect((await request(replica('first', 1)).get('/')).status).toBe(200);
    expect((await request(replica('second', 1)).get('/')).status).toBe(200);
  });
});
