import { signTestToken, startTestDatabase, type TestDatabase } from '@fff/service-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { closedPortUrl, startFakeIdentity, startFakeLearning } from '../../__tests__/fake-dependencies';
import { testApp } from '../../__tests__/test-app';
import { LeagueMemberModel } from '../model';
import { leagueWeekKey } from '../week';

let db: TestDatabase;
let learning: Awaited<ReturnType<typeof startFakeLearning>>;
let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
let closed: string;

beforeAll(async () => {
  db = await startTestDatabase();
  [learning, identity, closed] = await Promise.all([startFakeLearning(), startFakeIdentity(), closedPortUrl()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([learning?.close(), identity?.close()]);
  await db.stop();
});
beforeEach(async () => {
  await LeagueMemberModel.deleteMany({});
  learning.failWith = undefined;
  identity.failWith = undefined;
});

const newId = () => new mongoose.Types.ObjectId().toHexString();
const get = (app: ReturnType<typeof testApp>['app'], token: string) =>
  request(app).get('/api/league/rankings').set('authorization', `Bearer ${token}`);

describe('GET /api/league/rankings when a dependency fails', () => {
  it('when both services are unreachable, then the stored XP and names are used and the answer is 200', async () => {
    const healthy = testApp({ LEARNING_URL: learning.url, IDENTITY_URL: identity.url });
    const [ana, me] = [newId(), newId()];
    learning.xp.set(ana, { prepXp: 200, flavorXp: 100, scienceXp: 50 });
    learning.xp.set(me, { prepXp: 310, flavorXp: 0, scienceXp: 0 });
    await get(healthy.app, signTestToken(healthy.keys, { userId: ana, username: 'ana' }));
    await get(healthy.app, signTestToken(healthy.keys, { userId: me, username: 'me' }));

    const down = testApp({ LEARNING_URL: closed, IDENTITY_URL: closed });
    const res = await get(down.app, signTestToken(down.keys, { userId: me, username: 'me' }));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: ana, username: 'ana', avatarUrl: null, prepXp: 200, flavorXp: 100, scienceXp: 50, xp: 350, position: 1 }),
      expect.objectContaining({ id: me, username: 'me', xp: 310, position: 2, isCurrentUser: true }),
    ]);
  });

  it('when identity fails and a member has no stored name, then they show as Chef and the last 4 of their id', async () => {
    const me = newId();
    const nameless = newId();
    learning.xp.set(nameless, { prepXp: 40, flavorXp: 0, scienceXp: 0 });
    await LeagueMemberModel.create({ userId: nameless, week: leagueWeekKey(), leagueId: 'teaspoon-tier', xp: 40 });
    identity.failWith = 503;
    const app = testApp({ LEARNING_URL: learning.url, IDENTITY_URL: identity.url });

    const res = await get(app.app, signTestToken(app.keys, { userId: me, username: 'me' }));

    expect(res.status).toBe(200);
    expect(res.body.map((e: { username: string; xp: number }) => [e.username, e.xp])).toEqual([
      [`Chef ${nameless.slice(-4)}`, 40],
      ['me', 0],
    ]);
  });

  it('when learning answers 500, then members keep their stored XP and the caller their last known XP', async () => {
    const [rival, me] = [newId(), newId()];
    const healthy = testApp({ LEARNING_URL: learning.url, IDENTITY_URL: identity.url });
    learning.xp.set(rival, { prepXp: 0, flavorXp: 0, scienceXp: 1200 });
    learning.xp.set(me, { prepXp: 1100, flavorXp: 0, scienceXp: 0 });
    await get(healthy.app, signTestToken(healthy.keys, { userId: rival, username: 'rival' }));
    await get(healthy.app, signTestToken(healthy.keys, { userId: me, username: 'me' }));
    learning.failWith = 500;

    const res = await get(healthy.app, signTestToken(healthy.keys, { userId: me, username: 'me' }));

    expect(res.status).toBe(200);
    expect(res.body.map((e: { username: string; scienceXp: number; xp: number }) => [e.username, e.scienceXp, e.xp])).toEqual([
      ['rival', 1200, 1200],
      ['me', 0, 1100],
    ]);
  });
});
