import { startTestDatabase, type TestDatabase } from '@fff/service-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { TEST_INTERNAL_TOKEN, testApp } from '../../__tests__/test-app';
import { LeagueMemberModel } from '../../league/model';
import { COLLECTIONS_WITHOUT_USER_DATA, USER_DATA_COLLECTIONS } from '../registry';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.stop());

const { app } = testApp();
const internal = (path: string, body: object) =>
  request(app).post(path).set('x-internal-token', TEST_INTERNAL_TOKEN).send(body);
const id = () => new mongoose.Types.ObjectId().toHexString();
const place = (userId: string, week: string) =>
  LeagueMemberModel.create({
    userId,
    week,
    leagueId: 'teaspoon-tier',
    username: `chef_${userId.slice(-4)}`,
    xp: 30,
  });

describe('svc-social account data', () => {
  it('when the learner exports friends, then their league history comes back and nothing of a stranger', async () => {
    const me = id();
    const stranger = id();
    await place(me, '2026-W47');
    await place(stranger, '2026-W47');
    const res = await internal('/internal/account-data/export', {
      userId: me,
      types: ['friends', 'profile'],
    });
    expect(res.status).toBe(200);
    expect(res.body.sections.friends.leagueHistory).toEqual([
      expect.objectContaining({ userId: me, week: '2026-W47', xp: 30 }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(stranger);
  });

  it('when friends are not asked for, then social adds nothing', async () => {
    expect(
      (await internal('/internal/account-data/export', { userId: id(), types: ['progress'] })).body,
    ).toEqual({ sections: {} });
  });

  it('when the learner is erased twice, then their league places are gone, others stay, and the second call is harmless', async () => {
    const me = id();
    const other = id();
    await place(me, '2026-W46');
    await place(me, '2026-W47');
    await place(other, '2026-W47');
    expect(
      (await internal('/internal/account-data/erase', { userId: me, operationId: `delete:${me}` })).body,
    ).toEqual({ applied: true });
    expect(
      (await internal('/internal/account-data/erase', { userId: me, operationId: `delete:${me}` })).body,
    ).toEqual({ applied: false });
    expect(await LeagueMemberModel.countDocuments({ userId: me })).toBe(0);
    expect(await LeagueMemberModel.countDocuments({ userId: other })).toBe(1);
  });

  it('when a social reset is delivered twice, then it is applied once', async () => {
    const me = id();
    const reset = () =>
      internal('/internal/account-data/reset', {
        userId: me,
        operationId: `reset-${me}`,
        categories: ['social'],
      });
    expect((await reset()).body).toEqual({ applied: true });
    expect((await reset()).body).toEqual({ applied: false });
  });

  it('when the internal token is missing, then 401', async () => {
    await request(app)
      .post('/internal/account-data/erase')
      .send({ userId: id(), operationId: 'delete:x1234567' })
      .expect(401);
  });

  it('every collection of svc-social is registered with the eraser or listed as holding no user data', () => {
    const known = new Set([
      ...USER_DATA_COLLECTIONS.map((c) => c.collection),
      ...COLLECTIONS_WITHOUT_USER_DATA,
    ]);
    const forgotten = Object.values(mongoose.models)
      .map((model) => model.collection.collectionName)
      .filter((name) => !known.has(name));
    expect(forgotten).toEqual([]);
  });
});
