import { currentLeagueResponseSchema } from '@fff/contracts';
import { signTestToken, startTestDatabase, type TestDatabase } from '@fff/service-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { startLearningService, type LearningService } from '../../__tests__/learning-service';
import { TEST_INTERNAL_TOKEN, testApp } from '../../__tests__/test-app';
import { LeagueMemberModel } from '../model';
import { leagueWeekKey } from '../week';

let db: TestDatabase;
let learning: LearningService;

beforeAll(async () => {
  db = await startTestDatabase();
  learning = await startLearningService(db.uri, TEST_INTERNAL_TOKEN);
}, 60_000);
afterAll(async () => {
  await learning?.stop();
  await db.stop();
});

const newUserId = () => new mongoose.Types.ObjectId().toHexString();
/** Give a learner XP in svc-learning's own database (it owns progression). */
const setXp = (userId: string, xp: number) =>
  mongoose.connection
    .useDb(learning.dbName)
    .collection<{ _id: string; xp: number }>('progression')
    .updateOne({ _id: userId }, { $set: { xp } }, { upsert: true });

describe('GET /api/league/current', () => {
  it('when learning knows the XP, then the league matches it and the learner is ranked within it this week', async () => {
    const { app, keys } = testApp({ LEARNING_URL: learning.url });
    const [leader, me] = [newUserId(), newUserId()];
    await setXp(leader, 450);
    await setXp(me, 320);
    await request(app)
      .get('/api/league/current')
      .set('authorization', `Bearer ${signTestToken(keys, { userId: leader })}`);

    const res = await request(app)
      .get('/api/league/current')
      .set('authorization', `Bearer ${signTestToken(keys, { userId: me, username: 'me' })}`);

    expect(res.status).toBe(200);
    expect(currentLeagueResponseSchema.parse(res.body)).toEqual({
      currentLeague: {
        id: 'saucy-society',
        name: 'Saucy Society',
        emoji: expect.any(String),
        theme: expect.any(String),
        color: expect.any(String),
        minXP: 300,
      },
      userPosition: 2,
    });
    const member = await LeagueMemberModel.findOne({ userId: me }).lean();
    expect(member).toMatchObject({
      week: leagueWeekKey(),
      leagueId: 'saucy-society',
      xp: 320,
      username: 'me',
    });
  });

  it('when a learner has no progression, then they start in Teaspoon Tier', async () => {
    const { app, keys } = testApp({ LEARNING_URL: learning.url });
    const res = await request(app)
      .get('/api/league/current')
      .set('authorization', `Bearer ${signTestToken(keys)}`);
    expect(res.body.currentLeague).toMatchObject({ id: 'teaspoon-tier', name: 'Teaspoon Tier', minXP: 0 });
    expect(res.body.userPosition).toBeGreaterThanOrEqual(1);
  });

  it('when learning is down, then the last known XP is used instead of failing', async () => {
    const userId = newUserId();
    await setXp(userId, 1600);
    const up = testApp({ LEARNING_URL: learning.url });
    await request(up.app)
      .get('/api/league/current')
      .set('authorization', `Bearer ${signTestToken(up.keys, { userId })}`);

    const down = testApp({ LEARNING_URL: 'http://127.0.0.1:9' });
    const res = await request(down.app)
      .get('/api/league/current')
      .set('authorization', `Bearer ${signTestToken(down.keys, { userId })}`);

    expect(res.status).toBe(200);
    expect(res.body.currentLeague.name).toBe('Sear Station');
  });

  it('when learning is down and the learner was never seen, then Teaspoon Tier at XP 0', async () => {
    const { app, keys } = testApp();
    const res = await request(app)
      .get('/api/league/current')
      .set('authorization', `Bearer ${signTestToken(keys)}`);
    expect(res.status).toBe(200);
    expect(res.body.currentLeague.id).toBe('teaspoon-tier');
  });

  it('when no token is sent, then 401 JSON', async () => {
    const res = await request(testApp().app).get('/api/league/current');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please sign in again.' });
  });
});
