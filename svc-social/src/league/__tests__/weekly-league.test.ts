import { internalHeaders } from '@fff/service-kit/testing';
import { currentLeagueResponseSchema, leagueRankingsResponseSchema } from '@fff/contracts';
import { themeOfWeek } from '@fff/domain';
import mongoose from 'mongoose';
import request from 'supertest';
import { weekKeyOf, type FakeXp } from '../../__tests__/fake-dependencies';
import { useLeagueWorld } from '../../__tests__/league-world';
import { testCook } from '../../__tests__/test-learner';
import { DirectoryModel } from '../../directory/model';
import { LeagueCohortModel, LeagueEntryModel } from '../model';

const world = useLeagueWorld();

// A Fiber Frenzy week (Science XP +2x) and, three weeks later, a Spice Master week (Flavor XP +2x).
const FIBER_WEEK = '2026-12-06';
const SPICE_WEEK = '2026-12-27';
const inWeek = (week: string, hours = 30) => new Date(Date.parse(`${week}T00:00:00Z`) + hours * 3_600_000);

const xp = (prepXp: number, flavorXp = 0, scienceXp = 0): FakeXp => ({ prepXp, flavorXp, scienceXp });

/** A learner known to both fakes, with lifetime XP. */
function learner(username: string, lifetime: FakeXp = xp(0)) {
  const cook = testCook(world.league.keys, { username });
  world.learning.xp.set(cook.id, lifetime);
  world.identity.users.set(cook.id, { id: cook.id, username, avatarUrl: null });
  return cook;
}
type Learner = ReturnType<typeof learner>;
const earnThisWeek = (who: Learner, week: string, weekly: FakeXp) =>
  world.learning.weekly.set(weekKeyOf(who.id, week), weekly);
const current = async (who: Learner) => {
  const res = await request(world.league.app)
    .get('/api/league/current')
    .set('authorization', `Bearer ${who.token}`);
  expect(res.status).toBe(200);
  return currentLeagueResponseSchema.parse(res.body);
};
const rankings = async (who: Learner) => {
  const res = await request(world.league.app)
    .get('/api/league/rankings')
    .set('authorization', `Bearer ${who.token}`);
  expect(res.status).toBe(200);
  return leagueRankingsResponseSchema.parse(res.body);
};

/** svc-identity's directory event for `who` (version 2), with `user` over a public profile. */
async function directoryEvent(who: Learner, kind: string, user: Record<string, unknown>) {
  const res = await request(world.league.app)
    .post('/internal/directory/events')
    .set(internalHeaders('identity'))
    .send({
      operationId: `${kind}-${who.id}`,
      kind,
      userId: who.id,
      version: 2,
      user: {
        avatarUrl: null,
        profileVisibility: 'public',
        showProgressToFriends: true,
        allowFriendRequests: true,
        showOnlineStatus: true,
        ...user,
      },
    });
  expect(res.body).toEqual({ applied: true });
}

describe('weekly league cohorts', () => {
  it('when 31 learners of one tier arrive in a week, then they form a cohort of 30 and a second of 1', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const cooks = Array.from({ length: 31 }, (_, i) => learner(`cook${i}`));
    for (const cook of cooks) await current(cook);

    const first = await current(cooks[0]);
    const last = await current(cooks[30]);

    expect(first.cohortSize).toBe(30);
    expect(last.cohortSize).toBe(1);
    expect(last.userPosition).toBe(1);
    expect((await rankings(cooks[29])).map((e) => e.id).sort()).toEqual(
      cooks
        .slice(0, 30)
        .map((c) => c.id)
        .sort(),
    );
    expect((await rankings(cooks[30])).map((e) => e.id)).toEqual([cooks[30].id]);
    const cohorts = await LeagueCohortModel.find({ week: FIBER_WEEK }).sort({ index: 1 }).lean();
    expect(cohorts.map((c) => [c.leagueId, c.size])).toEqual([
      ['teaspoon-tier', 30],
      ['teaspoon-tier', 1],
    ]);
  });

  it('when 31 learners arrive at the same moment, then no cohort passes 30 and each learner has one seat', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const cooks = Array.from({ length: 31 }, (_, i) => learner(`rush${i}`));
    await Promise.all([...cooks, ...cooks.slice(0, 5)].map((cook) => current(cook)));
    const cohorts = await LeagueCohortModel.find({ week: FIBER_WEEK }).lean();
    expect(cohorts.map((c) => c.size).sort((a, b) => b - a)).toEqual([30, 1]);
    expect(await LeagueEntryModel.countDocuments({ week: FIBER_WEEK })).toBe(31);
  });

  it('when a theme week runs, then positions follow the weekly XP paid (its multiplier in it), not lifetime XP', async () => {
    // svc-learning pays the theme's factor once; the league sums what was paid and never multiplies again.
    expect(themeOfWeek(FIBER_WEEK).multiplier).toEqual({ applies: 'science', factor: 2 });
    world.clock.now = inWeek(FIBER_WEEK);
    const ana = learner('ana', xp(90)); // most lifetime XP, same tier
    const bo = learner('bo', xp(10));
    const me = learner('me', xp(20));
    for (const who of [ana, bo, me]) await current(who);
    earnThisWeek(ana, FIBER_WEEK, xp(30));
    earnThisWeek(bo, FIBER_WEEK, xp(0, 0, 40)); // 20 science paid double
    earnThisWeek(me, FIBER_WEEK, xp(0, 35));

    const mine = await current(me);
    const list = await rankings(me);

    expect(mine).toMatchObject({
      userPosition: 2,
      week: FIBER_WEEK,
      weekEndsAt: '2026-12-13T00:00:00.000Z',
      theme: { name: 'Fiber Frenzy Week', bonusLabel: 'Science XP +2x' },
      weeklyXp: { prepXp: 0, flavorXp: 35, scienceXp: 0 },
      weeklyScore: 35,
      podiumRewards: [50, 30, 20],
      lastWeekResult: null,
    });
    expect(list.map((e) => [e.username, e.weeklyScore, e.position, e.isCurrentUser])).toEqual([
      ['bo', 40, 1, false],
      ['me', 35, 2, true],
      ['ana', 30, 3, false],
    ]);
    expect(list[2]).toMatchObject({
      xp: 90,
      prepXp: 90,
      weeklyXp: { prepXp: 30, flavorXp: 0, scienceXp: 0 },
    });
  });

  it('when scores tie, then whoever reached the score first stays ahead', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const early = learner('early');
    const late = learner('late');
    await current(late); // arrives first, so wins ties at 0
    await current(early);
    earnThisWeek(early, FIBER_WEEK, xp(15));
    world.clock.now = inWeek(FIBER_WEEK, 31);
    await rankings(early); // seen at 15 first
    earnThisWeek(late, FIBER_WEEK, xp(15));
    world.clock.now = inWeek(FIBER_WEEK, 32);
    expect((await rankings(late)).map((e) => [e.username, e.weeklyScore, e.position])).toEqual([
      ['early', 15, 1],
      ['late', 15, 2],
    ]);
  });

  it('when a learner gains a tier mid-week, then they keep their cohort until the week ends', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me', xp(90));
    expect((await current(me)).currentLeague.name).toBe('Teaspoon Tier');
    world.learning.xp.set(me.id, xp(400));
    expect((await current(me)).currentLeague.name).toBe('Teaspoon Tier');
    world.clock.now = inWeek(SPICE_WEEK);
    expect((await current(me)).currentLeague.name).toBe('Saucy Society');
  });

  it('when the tier is crowded, then a league read asks svc-learning about the cohort only, in one call', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const cooks = Array.from({ length: 45 }, (_, i) => learner(`c${i}`));
    for (const cook of cooks) await current(cook);
    world.learning.calls.length = 0;
    await rankings(cooks[44]);
    expect(world.learning.calls).toEqual(['POST /internal/progression/weekly']);
  });

  it('when svc-learning is down, then stored weekly scores are used and the answer is 200', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const ana = learner('ana');
    const me = learner('me');
    earnThisWeek(ana, FIBER_WEEK, xp(25));
    await current(ana);
    await current(me);
    world.learning.failWith = 503;
    expect((await rankings(me)).map((e) => [e.username, e.weeklyScore])).toEqual([
      ['ana', 25],
      ['me', 0],
    ]);
  });

  it('when svc-learning is down at a new week, then the learner is placed by their last known XP', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me', xp(1600));
    expect((await current(me)).currentLeague.name).toBe('Sear Station');
    world.learning.failWith = 503;
    world.clock.now = inWeek(SPICE_WEEK);
    expect((await current(me)).currentLeague.name).toBe('Sear Station');
  });

  it("when svc-identity fails, then names come from the directory, else the token's, else Chef and the id's last 4", async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me');
    const other = learner('other');
    await current(other);
    world.identity.failWith = 503;
    const names = (await rankings(me)).map((e) => e.username).sort();
    expect(names).toEqual(['me', 'other']);
    // A member the directory does not know (yet) is asked of svc-identity, which is down here.
    await DirectoryModel.deleteOne({ _id: other.id });
    expect((await rankings(me)).map((e) => e.username).sort()).toEqual(['me', 'other']);
    await mongoose.connection
      .collection('league_entries')
      .updateOne({ userId: other.id }, { $set: { username: '' } });
    expect((await rankings(me)).map((e) => e.username).sort()).toEqual([`Chef ${other.id.slice(-4)}`, 'me']);
  });

  it('when a member is renamed, then the rankings show the new name from the directory without asking svc-identity', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me');
    const other = learner('before_rename');
    await current(other);
    await directoryEvent(other, 'renamed', {
      username: 'after_rename',
      avatarUrl: '/api/avatars/a.webp?v=2',
    });
    world.identity.calls.length = 0;
    const entry = (await rankings(me)).find((e) => e.id === other.id);
    expect(entry).toMatchObject({ username: 'after_rename', avatarUrl: '/api/avatars/a.webp?v=2' });
    expect(world.identity.calls).toEqual([]);
  });

  it("when I read the rankings, then my own row says I'm online, unless I hide my status", async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me');
    const other = learner('other');
    await current(other);
    const mine = async () => (await rankings(me)).find((e) => e.id === me.id)?.isOnline;
    expect(await mine()).toBe(true);
    await directoryEvent(me, 'privacy', { username: 'me', showOnlineStatus: false });
    expect(await mine()).toBe(false);
  });

  it('when one member blocked another, then each sees the other as Chef and the id, with score and position kept', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me');
    const other = learner('blocked_one');
    await current(other);
    earnThisWeek(other, FIBER_WEEK, xp(15));
    const blocked = await request(world.league.app)
      .post(`/api/users/${other.id}/block`)
      .set('authorization', `Bearer ${me.token}`);
    expect(blocked.status).toBe(200);
    const chef = (id: string) => `Chef ${id.slice(-4)}`;
    const mine = await rankings(me);
    expect(mine.find((e) => e.id === other.id)).toMatchObject({
      username: chef(other.id),
      avatarUrl: null,
      isOnline: false,
      weeklyScore: 15,
      position: 1,
    });
    expect((await rankings(other)).find((e) => e.id === me.id)?.username).toBe(chef(me.id));
  });

  it('when a member earned XP after the last league read, then the next read shows it at once', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me');
    const other = learner('other');
    await current(other);
    expect((await rankings(me)).map((e) => [e.username, e.weeklyScore])).toEqual([
      ['other', 0],
      ['me', 0],
    ]);
    earnThisWeek(other, FIBER_WEEK, xp(15));
    earnThisWeek(me, FIBER_WEEK, xp(0, 0, 10));
    expect((await rankings(me)).map((e) => [e.username, e.weeklyScore])).toEqual([
      ['other', 15],
      ['me', 10],
    ]);
    const mine = await current(me);
    expect([mine.weeklyScore, mine.userPosition]).toEqual([10, 2]);
  });

  it('when a learner joins the cohort after my last read, then my next read ranks them with their fresh XP', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const me = learner('me');
    expect((await current(me)).cohortSize).toBe(1);
    const late = learner('late');
    await current(late);
    earnThisWeek(late, FIBER_WEEK, xp(40));
    earnThisWeek(me, FIBER_WEEK, xp(5));

    const mine = await current(me);
    expect([mine.cohortSize, mine.userPosition, mine.weeklyScore]).toEqual([2, 2, 5]);
    expect((await rankings(me)).map((e) => [e.username, e.weeklyScore])).toEqual([
      ['late', 40],
      ['me', 5],
    ]);
  });

  it('when the week changes, then the read uses the new week, its theme and its end', async () => {
    const me = learner('me');
    earnThisWeek(me, FIBER_WEEK, xp(0, 10, 10));
    earnThisWeek(me, SPICE_WEEK, xp(0, 10, 10));
    world.clock.now = inWeek(FIBER_WEEK);
    const fiber = await current(me);
    world.clock.now = inWeek(SPICE_WEEK);
    const spice = await current(me);
    world.clock.now = inWeek(FIBER_WEEK, 7 * 24 - 1);
    const fiberAgain = await current(me);

    expect([fiber.week, fiber.theme.id, fiber.weekEndsAt, fiber.weeklyScore]).toEqual([
      FIBER_WEEK,
      'fiber-frenzy',
      '2026-12-13T00:00:00.000Z',
      20,
    ]);
    expect([spice.week, spice.theme.id, spice.weekEndsAt, spice.weeklyScore]).toEqual([
      SPICE_WEEK,
      'spice-master',
      '2027-01-03T00:00:00.000Z',
      20,
    ]);
    expect([fiberAgain.week, fiberAgain.theme.id]).toEqual([FIBER_WEEK, 'fiber-frenzy']);
  });

  it('when many league reads arrive together, then each sees the current XP', async () => {
    world.clock.now = inWeek(FIBER_WEEK);
    const cooks = Array.from({ length: 10 }, (_, i) => learner(`crowd${i}`));
    for (const cook of cooks) await current(cook);
    cooks.forEach((cook, i) => earnThisWeek(cook, FIBER_WEEK, xp(i)));
    const answers = await Promise.all(cooks.map((cook) => current(cook)));
    expect(answers.map((a) => a.weeklyScore)).toEqual(cooks.map((_, i) => i));
  });

  it('when no token is sent, then 401 JSON', async () => {
    const res = await request(world.league.app).get('/api/league/current');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please sign in again.' });
  });
});
