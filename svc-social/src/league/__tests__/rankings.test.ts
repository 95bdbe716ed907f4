import { leagueRankingsResponseSchema } from '@fff/contracts';
import { signTestToken } from '@fff/service-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { type FakeXp } from '../../__tests__/fake-dependencies';
import { useLeagueWorld } from '../../__tests__/league-world';
import { LeagueMemberModel } from '../model';
import { leagueWeekKey } from '../week';

const world = useLeagueWorld();

/** A learner known to both services with this XP split. */
function learner(username: string, xp: FakeXp) {
  const id = new mongoose.Types.ObjectId().toHexString();
  world.learning.xp.set(id, xp);
  world.identity.users.set(id, { id, username, avatarUrl: `/api/avatars/${id}.png` });
  return { id, username, token: signTestToken(world.league.keys, { userId: id, username }) };
}
const xp = (prepXp: number, flavorXp = 0, scienceXp = 0): FakeXp => ({ prepXp, flavorXp, scienceXp });
const rankings = (token: string, query = '') =>
  request(world.league.app).get(`/api/league/rankings${query}`).set('authorization', `Bearer ${token}`);
const current = (token: string) =>
  request(world.league.app).get('/api/league/current').set('authorization', `Bearer ${token}`);

describe('GET /api/league/rankings', () => {
  it('when learners of the same league opened it this week, then all are listed by XP with the caller marked', async () => {
    const ana = learner('ana', xp(300, 100, 50));
    const bo = learner('bo', xp(320));
    const me = learner('me', xp(200, 180));
    await current(ana.token);
    await rankings(bo.token);

    const res = await rankings(me.token);

    expect(res.status).toBe(200);
    expect(leagueRankingsResponseSchema.parse(res.body)).toEqual([
      {
        id: ana.id,
        username: 'ana',
        avatarUrl: `/api/avatars/${ana.id}.png`,
        prepXp: 300,
        flavorXp: 100,
        scienceXp: 50,
        xp: 450,
        position: 1,
        isOnline: false,
        isCurrentUser: false,
      },
      {
        id: me.id,
        username: 'me',
        avatarUrl: `/api/avatars/${me.id}.png`,
        prepXp: 200,
        flavorXp: 180,
        scienceXp: 0,
        xp: 380,
        position: 2,
        isOnline: false,
        isCurrentUser: true,
      },
      {
        id: bo.id,
        username: 'bo',
        avatarUrl: `/api/avatars/${bo.id}.png`,
        prepXp: 320,
        flavorXp: 0,
        scienceXp: 0,
        xp: 320,
        position: 3,
        isOnline: false,
        isCurrentUser: false,
      },
    ]);
  });

  it('when the caller opens rankings, then they become a member other learners see', async () => {
    const me = learner('me', xp(120));
    const other = learner('other', xp(150));
    await rankings(me.token);

    const res = await rankings(other.token);

    expect(res.body.map((e: { id: string; isCurrentUser: boolean }) => [e.id, e.isCurrentUser])).toEqual([
      [other.id, true],
      [me.id, false],
    ]);
    expect(await LeagueMemberModel.countDocuments({ week: leagueWeekKey(), leagueId: 'spatula-squad' })).toBe(
      2,
    );
  });

  it('when a learner of another league opened it, then they are not listed', async () => {
    const high = learner('high', xp(2000));
    const me = learner('me', xp(10));
    await rankings(high.token);
    const res = await rankings(me.token);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([me.id]);
  });

  it('when a member earned XP since their visit, then the live XP orders the list and is stored', async () => {
    const rival = learner('rival', xp(310));
    const me = learner('me', xp(400));
    await rankings(rival.token);
    world.learning.xp.set(rival.id, xp(310, 150));

    const res = await rankings(me.token);

    expect(res.body.map((e: { id: string; xp: number }) => [e.id, e.xp])).toEqual([
      [rival.id, 460],
      [me.id, 400],
    ]);
    expect(await LeagueMemberModel.findOne({ userId: rival.id }).lean()).toMatchObject({
      xp: 460,
      flavorXp: 150,
    });
  });

  it('when a member has moved up a league since their visit, then they leave this list and are stored in the new league', async () => {
    const climber = learner('climber', xp(350));
    const me = learner('me', xp(400));
    await rankings(climber.token);
    world.learning.xp.set(climber.id, xp(700));

    const res = await rankings(me.token);

    expect(res.body.map((e: { id: string }) => e.id)).toEqual([me.id]);
    expect(await LeagueMemberModel.findOne({ userId: climber.id }).lean()).toMatchObject({
      leagueId: 'herb-garden-league',
      xp: 700,
    });
  });

  it('when XP is equal, then the learners share a position', async () => {
    const [a, b, c] = [learner('a', xp(50)), learner('b', xp(50)), learner('c', xp(20))];
    await rankings(a.token);
    await rankings(b.token);
    const res = await rankings(c.token);
    expect(res.body.map((e: { username: string; position: number }) => [e.username, e.position])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('when limit is given, then only that many of the top members come back; without it up to 50', async () => {
    const members = [10, 20, 30, 40, 50, 60].map((n) => learner(`cook${n}`, xp(n)));
    for (const m of members) await rankings(m.token);

    const top = await rankings(members[0].token, '?limit=5');
    expect(top.body.map((e: { username: string }) => e.username)).toEqual([
      'cook60',
      'cook50',
      'cook40',
      'cook30',
      'cook20',
    ]);
    expect(top.body.some((e: { isCurrentUser: boolean }) => e.isCurrentUser)).toBe(false);

    const all = await rankings(members[0].token);
    expect(all.body).toHaveLength(6);
    expect(all.body[5]).toMatchObject({ username: 'cook10', position: 6, isCurrentUser: true });
  });

  it.each(['0', '51', 'abc', '2.5', ''])('when limit is "%s", then 400 validation', async (limit) => {
    const res = await rankings(learner('me', xp(1)).token, `?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'limit must be a whole number from 1 to 50' });
  });

  it('when no token is sent, then 401 JSON', async () => {
    const res = await request(world.league.app).get('/api/league/rankings');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please sign in again.' });
  });

  it('when crews are asked for, then 404 (not built yet)', async () => {
    const res = await request(world.league.app)
      .get('/api/league/crews')
      .set('authorization', `Bearer ${learner('me', xp(1)).token}`);
    expect(res.status).toBe(404);
  });
});

describe('GET /api/league/rankings privacy', () => {
  it('when a member made their profile private, then others see them as a Chef without a picture but with their XP', async () => {
    const hidden = learner('hidden_chef', xp(330));
    const me = learner('viewer', xp(310));
    await request(world.league.app)
      .post('/internal/directory/events')
      .set('x-internal-token', (await import('../../__tests__/test-app')).TEST_INTERNAL_TOKEN)
      .send({
        operationId: `dir-${hidden.id}`,
        kind: 'privacy',
        userId: hidden.id,
        version: 5,
        user: {
          username: 'hidden_chef',
          avatarUrl: null,
          profileVisibility: 'private',
          showProgressToFriends: true,
          allowFriendRequests: true,
          showOnlineStatus: true,
        },
      })
      .expect(200);
    await current(hidden.token);
    const res = await rankings(me.token);
    const row = res.body.find((r: { id: string }) => r.id === hidden.id);
    expect(row).toMatchObject({
      username: `Chef ${hidden.id.slice(-4)}`,
      avatarUrl: null,
      xp: 330,
      isOnline: false,
    });
    // They still see themselves by name.
    const own = (await rankings(hidden.token)).body.find((r: { id: string }) => r.id === hidden.id);
    expect(own.username).toBe('hidden_chef');
  });
});
