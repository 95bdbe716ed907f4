import { signTestToken } from '@fff/service-kit';
import mongoose from 'mongoose';
import request from 'supertest';
import { closedPortUrl } from '../../__tests__/fake-dependencies';
import { useLeagueWorld } from '../../__tests__/league-world';
import { testApp } from '../../__tests__/test-app';
import { LeagueMemberModel } from '../model';
import { leagueWeekKey } from '../week';

const world = useLeagueWorld();
let closed: string;
beforeAll(async () => {
  closed = await closedPortUrl();
});

const newId = () => new mongoose.Types.ObjectId().toHexString();
/** GET the rankings from `league` as this learner. */
const rankingsAs = (league: ReturnType<typeof testApp>, userId: string, username: string) =>
  request(league.app)
    .get('/api/league/rankings')
    .set('authorization', `Bearer ${signTestToken(league.keys, { userId, username })}`);

describe('GET /api/league/rankings when a dependency fails', () => {
  it('when both services are unreachable, then the stored XP and names are used and the answer is 200', async () => {
    const [ana, me] = [newId(), newId()];
    world.learning.xp.set(ana, { prepXp: 200, flavorXp: 100, scienceXp: 50 });
    world.learning.xp.set(me, { prepXp: 310, flavorXp: 0, scienceXp: 0 });
    await rankingsAs(world.league, ana, 'ana');
    await rankingsAs(world.league, me, 'me');

    const down = testApp({ LEARNING_URL: closed, IDENTITY_URL: closed });
    const res = await rankingsAs(down, me, 'me');

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: ana,
        username: 'ana',
        avatarUrl: null,
        prepXp: 200,
        flavorXp: 100,
        scienceXp: 50,
        xp: 350,
        position: 1,
      }),
      expect.objectContaining({ id: me, username: 'me', xp: 310, position: 2, isCurrentUser: true }),
    ]);
  });

  it('when identity fails and a member has no stored name, then they show as Chef and the last 4 of their id', async () => {
    const me = newId();
    const nameless = newId();
    world.learning.xp.set(nameless, { prepXp: 40, flavorXp: 0, scienceXp: 0 });
    await LeagueMemberModel.create({
      userId: nameless,
      week: leagueWeekKey(),
      leagueId: 'teaspoon-tier',
      xp: 40,
    });
    world.identity.failWith = 503;

    const res = await rankingsAs(world.league, me, 'me');

    expect(res.status).toBe(200);
    expect(res.body.map((e: { username: string; xp: number }) => [e.username, e.xp])).toEqual([
      [`Chef ${nameless.slice(-4)}`, 40],
      ['me', 0],
    ]);
  });

  it('when learning answers 500, then members keep their stored XP and the caller their last known XP', async () => {
    const [rival, me] = [newId(), newId()];
    world.learning.xp.set(rival, { prepXp: 0, flavorXp: 0, scienceXp: 1200 });
    world.learning.xp.set(me, { prepXp: 1100, flavorXp: 0, scienceXp: 0 });
    await rankingsAs(world.league, rival, 'rival');
    await rankingsAs(world.league, me, 'me');
    world.learning.failWith = 500;

    const res = await rankingsAs(world.league, me, 'me');

    expect(res.status).toBe(200);
    expect(
      res.body.map((e: { username: string; scienceXp: number; xp: number }) => [
        e.username,
        e.scienceXp,
        e.xp,
      ]),
    ).toEqual([
      ['rival', 1200, 1200],
      ['me', 0, 1100],
    ]);
  });
});
