import mongoose, { Schema } from 'mongoose';
import { backoffMs, createLogger, createRetryQueue, createRetryWorker } from '../index';
import { startTestDatabase, type TestDatabase } from '../testing';

const JobModel = mongoose.model(
  'KitQueueJob',
  new Schema(
    {
      _id: { type: String, required: true },
      status: { type: String, default: 'pending' },
      nextAttemptAt: { type: Date, default: () => new Date(0) },
      claimId: { type: String, default: null },
      attempts: { type: Number, default: 0 },
      lastError: { type: String, default: null },
    },
    { versionKey: false },
  ),
  'kit_queue_jobs',
);
type Job = { _id: string; attempts: number; claimId?: string | null };

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.stop());
beforeEach(() => JobModel.deleteMany({}));

const t0 = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const queue = (giveUpAfter?: number) =>
  createRetryQueue<Job>({
    model: JobModel,
    waiting: { status: 'pending' },
    leaseMs: 30_000,
    backoff: { baseMs: 1000, maxMs: 8000 },
    giveUp: giveUpAfter ? { after: giveUpAfter, set: () => ({ status: 'failed' }) } : undefined,
  });

describe('backoffMs', () => {
  it('when attempts grow, then the wait doubles within ±25 % jitter and stops at the cap', () => {
    for (const [attempts, exp] of [
      [0, 1000],
      [1, 2000],
      [2, 4000],
      [3, 8000],
      [9, 8000],
    ]) {
      const waits = Array.from({ length: 50 }, () => backoffMs(attempts, { baseMs: 1000, maxMs: 8000 }));
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(exp * 0.75);
      expect(Math.max(...waits)).toBeLessThanOrEqual(exp * 1.25);
      expect(new Set(waits).size).toBeGreaterThan(1);
    }
  });
});

describe('createRetryQueue', () => {
  it('when two workers claim at once, then each due item goes to one of them and comes back after its lease', async () => {
    await JobModel.create([{ _id: 'a' }, { _id: 'b' }]);
    const q = queue();
    const [x, y, z] = await Promise.all([q.claim(t0), q.claim(t0), q.claim(t0)]);
    expect([x?._id, y?._id, z?._id].filter(Boolean).sort()).toEqual(['a', 'b']);
    expect(await q.claim(later(29_000))).toBeNull();
    expect(await q.claim(later(30_000))).not.toBeNull();
  });

  it('when the lease passed to another worker, then the first one can neither finish nor renew the item', async () => {
    await JobModel.create({ _id: 'a' });
    const q = queue();
    const first = (await q.claim(t0))!;
    const second = (await q.claim(later(31_000)))!;
    expect(await q.finish(first, { status: 'done' })).toBe(false);
    expect(await q.renew(first, later(31_000))).toBe(false);
    expect(await q.finish(second, { status: 'done' })).toBe(true);
    expect(await JobModel.findById('a').lean()).toMatchObject({ status: 'done', claimId: null });
  });

  it('when an attempt fails, then it is counted and due after the backoff; after giveUp it is failed for good', async () => {
    await JobModel.create({ _id: 'a' });
    const q = queue(2);
    expect(await q.retryLater((await q.claim(t0))!, 'down', t0)).toBe('retry');
    const stored = (await JobModel.findById('a').lean())!;
    expect(stored).toMatchObject({ attempts: 1, lastError: 'down', claimId: null });
    expect(stored.nextAttemptAt.getTime() - t0.getTime()).toBeGreaterThanOrEqual(750);
    expect(stored.nextAttemptAt.getTime() - t0.getTime()).toBeLessThanOrEqual(1250);
    expect(await q.claim(later(500))).toBeNull();

    expect(await q.retryLater((await q.claim(later(2000)))!, 'still down', later(2000))).toBe('failed');
    expect(await JobModel.findById('a').lean()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await q.claim(later(3_600_000))).toBeNull();
  });

  it('when an owner claims again an item it holds, then it gets it; another owner waits for the lease to end', async () => {
    await JobModel.create({ _id: 'w' });
    const q = queue();
    expect(await q.claim(t0, { filter: { _id: 'w' }, owner: 'a' })).not.toBeNull();
    expect(await q.claim(later(1000), { filter: { _id: 'w' }, owner: 'a' })).not.toBeNull();
    expect(await q.claim(later(1000), { filter: { _id: 'w' }, owner: 'b' })).toBeNull();
    await q.release({ _id: 'w', attempts: 0, claimId: 'a' });
    expect(await q.claim(later(1000), { filter: { _id: 'w' }, owner: 'b' })).not.toBeNull();
  });
});

describe('createRetryWorker', () => {
  it('when handling throws, then the item is retried later and the others are still handled', async () => {
    await JobModel.create([{ _id: 'boom' }, { _id: 'ok' }]);
    const q = queue();
    const handled: string[] = [];
    const worker = createRetryWorker({
      name: 'test',
      queue: q,
      async handle(job) {
        if (job._id === 'boom') throw new Error('receiver down');
        handled.push(job._id);
        await q.finish(job, { status: 'done' });
      },
      logger: createLogger('kit-retry-test', 'silent'),
      pollMs: 60_000,
      now: () => t0,
    });
    await worker.drain();
    expect(handled).toEqual(['ok']);
    expect(await JobModel.findById('boom').lean()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'receiver down',
    });
  });
});
