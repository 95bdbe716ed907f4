import { localDay } from '@fff/domain';
import {
  progressionBatchResponseSchema,
  progressionCardsResponseSchema,
  progressionSchema,
} from '@fff/contracts';
import type { InternalCaller } from '@fff/contracts';
import { devInternalToken } from '@fff/service-kit';
import { internalHeaders } from '@fff/service-kit/testing';
import mongoose from 'mongoose';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { ProgressionModel } from '../model';
import { useLearningDatabase } from '../../__tests__/use-test-app';

useLearningDatabase();

const newUserId = () => new mongoose.Types.ObjectId().toHexString();
// Progression reads are identity's; the friend cards are social's.
const internal = (req: request.Test, caller: InternalCaller = 'identity') => req.set(internalHeaders(caller));

describe('GET /internal/progression/:userId', () => {
  it('when the learner has no progression yet, then the defaults come back', async () => {
    const userId = newUserId();
    const res = await internal(request(testApp().app).get(`/internal/progression/${userId}`));
    expect(res.status).toBe(200);
    expect(progressionSchema.parse(res.body)).toEqual({
      userId,
      xp: 0,
      prepXp: 0,
      flavorXp: 0,
      scienceXp: 0,
      level: 1,
      prestige: 0,
      hearts: 5,
      coins: 0,
      spiceStones: 0,
      streak: 0,
      longestStreak: 0,
      lastStreakDate: null,
      streakFreezes: 0,
      nextHeartAt: null,
      isMaxLevel: false,
      prestigeTitle: null,
      levelProgress: { xpIntoLevel: 0, xpForLevel: 20, percent: 0 },
    });
  });

  it('when the learner has progression, then the stored values come back with level derived from every XP kind', async () => {
    const userId = newUserId();
    const today = new Date().toISOString().slice(0, 10);
    await ProgressionModel.create({
      _id: userId,
      xp: 340,
      prepXp: 300,
      flavorXp: 40,
      level: 4,
      hearts: 2,
      heartsUpdatedAt: new Date(),
      streak: 3,
      lastStreakDate: today,
    });
    const res = await internal(request(testApp().app).get(`/internal/progression/${userId}`));
    expect(res.body).toMatchObject({
      userId,
      xp: 340,
      prepXp: 300,
      flavorXp: 40,
      level: 13, // from 340 XP of both kinds (Prep XP alone, 300, would be 12)
      hearts: 2,
      nextHeartAt: expect.any(String),
      streak: 3,
      lastStreakDate: today,
      coins: 0,
    });
  });

  it('when the user id has unsafe characters, then 400 validation', async () => {
    const res = await internal(request(testApp().app).get('/internal/progression/%24where'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
  });

  it("when the credential is missing or not the caller's, then 401", async () => {
    const app = testApp().app;
    expect((await request(app).get(`/internal/progression/${newUserId()}`)).status).toBe(401);
    const wrong = await request(app)
      .get(`/internal/progression/${newUserId()}`)
      .set(internalHeaders('identity', devInternalToken('social')));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('when a known caller the route does not name calls it, then 403', async () => {
    const res = await internal(
      request(testApp().app).get(`/internal/progression/${newUserId()}`),
      'renderer',
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'forbidden', message: expect.any(String) });
  });
});

describe('POST /internal/progression/batch', () => {
  it('when several ids are asked, then each gets one entry in request order, defaults for unknown users', async () => {
    const [a, b] = [newUserId(), newUserId()];
    await ProgressionModel.create({ _id: b, xp: 75 });
    const res = await internal(request(testApp().app).post('/internal/progression/batch')).send({
      userIds: [b, a, b],
    });
    expect(res.status).toBe(200);
    const { items } = progressionBatchResponseSchema.parse(res.body);
    expect(items.map((i) => [i.userId, i.xp])).toEqual([
      [b, 75],
      [a, 0],
    ]);
  });

  it('when the body is not a list of ids, then 400 validation', async () => {
    const app = testApp().app;
    const empty = await internal(request(app).post('/internal/progression/batch')).send({ userIds: [] });
    expect(empty.body).toEqual({ error: 'validation', message: 'Give at least one user id' });
    const injected = await internal(request(app).post('/internal/progression/batch')).send({
      userIds: { $ne: null },
    });
    expect(injected.status).toBe(400);
  });
});

describe('POST /internal/progression/cards', () => {
  it('when learners are asked, then each card holds the same xp, level, streak and Spice Stones as their progression', async () => {
    const [levelled, streaking, lapsed, unknown] = [newUserId(), newUserId(), newUserId(), newUserId()];
    const today = localDay(new Date(), 'Etc/GMT+12');
    await ProgressionModel.create([
      { _id: levelled, xp: 5000, prepXp: 4000, prestige: 1, spiceStones: 12 },
      { _id: streaking, xp: 40, prepXp: 40, streak: 6, lastStreakDate: today },
      { _id: lapsed, xp: 10, prepXp: 10, streak: 9, lastStreakDate: '2020-01-01' },
    ]);
    const userIds = [lapsed, levelled, unknown, streaking, lapsed];
    const app = testApp().app;

    const res = await internal(request(app).post('/internal/progression/cards'), 'social').send({ userIds });
    const batch = await internal(request(app).post('/internal/progression/batch')).send({ userIds });

    expect(res.status).toBe(200);
    const { items } = progressionCardsResponseSchema.parse(res.body);
    const whole = progressionBatchResponseSchema.parse(batch.body).items;
    expect(items).toEqual(
      whole.map(({ userId, xp, level, streak, spiceStones }) => ({ userId, xp, level, streak, spiceStones })),
    );
    expect(items.map((c) => [c.userId, c.streak])).toEqual([
      [lapsed, 0],
      [levelled, 0],
      [unknown, 0],
      [streaking, 6],
    ]);
    expect(items[1].level).toBeGreaterThan(1);
  });

  it('when the body is not a list of ids, then 400 validation', async () => {
    const res = await internal(request(testApp().app).post('/internal/progression/cards'), 'social').send({
      userIds: { $ne: null },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation' });
  });
});
