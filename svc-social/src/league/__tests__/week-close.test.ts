import { ACHIEVEMENTS } from '@fff/domain';
import { currentLeagueResponseSchema } from '@fff/contracts';
import {
  createInternalClient,
  createLogger,
  DependencyError,
  type InternalClient,
  devInternalToken,
} from '@fff/service-kit';
import { startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import mongoose from 'mongoose';
import request from 'supertest';
import { closedPortUrl } from '../../__tests__/fake-dependencies';
import { startLearningService, type LearningService } from '../../__tests__/learning-service';
import { testApp } from '../../__tests__/test-app';
import { testCook } from '../../__tests__/test-learner';
import { accountDataOps } from '../../account-data/model';
import { ensureSocialIndexes } from '../../shared/indexes';
import { LeagueCohortModel, LeagueEntryModel } from '../model';
import { LeagueResultModel, WeekCloseModel } from '../result-model';
import { WEEK_CLOSE_BACKOFF } from '../results';
import {
  WEEK_CLOSE_CONCURRENCY,
  WEEK_CLOSE_GROUP,
  WEEK_CLOSE_LEASE_MS,
  closeDueWeeks,
  closeWeek,
  type WeekCloseDeps,
} from '../week-close';

let db: TestDatabase;
let learning: LearningService;
let social: ReturnType<typeof testApp>;
const clock = { now: new Date() };

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureSocialIndexes();
  learning = await startLearningService(db.uri);
  social = testApp({ LEARNING_URL: learning.url }, () => clock.now);
}, 60_000);
afterAll(async () => {
  await learning?.stop();
  await db.stop();
});

// Each test plays its own week, so nothing leaks between them.
let weekStart = Date.parse('2027-01-03T00:00:00Z');
const DAY = 86_400_000;
let week = '';
beforeEach(() => {
  weekStart += 14 * DAY;
  week = new Date(weekStart).toISOString().slice(0, 10);
  clock.now = new Date(weekStart + 2 * DAY);
});
const nextWeek = () => (clock.now = new Date(weekStart + 8 * DAY));

const learningDb = () =>
  mongoose.connection.useDb(learning.dbName).collection<{ _id: string }>('progression');
const stonesOf = async (userId: string) =>
  ((await learningDb().findOne({ _id: userId })) as { spiceStones?: number } | null)?.spiceStones ?? 0;
const deps = (over: Partial<WeekCloseDeps> = {}): WeekCloseDeps => ({
  learning: createInternalClient({
    baseUrl: learning.url,
    credential: { caller: 'social', token: devInternalToken('social') },
    service: 'svc-learning',
    timeoutMs: 5000,
    retries: 0,
  }),
  logger: createLogger('week-close-test', 'silent'),
  now: () => clock.now,
  ...over,
});

/**
 * A learner in this week's cohort who earned `prepXp` this week (written where svc-learning counts
 * it); `lifetimeXp` before their first league call picks their tier (100 and more: the second).
 */
async function cook(prepXp: number, lifetimeXp = 0) {
  const { id, token } = testCook(social.keys);
  if (lifetimeXp > 0)
    await learningDb().updateOne(
      { _id: id },
      { $set: { xp: lifetimeXp, prepXp: lifetimeXp } },
      { upsert: true },
    );
  await request(social.app).get('/api/league/current').set('authorization', `Bearer ${token}`).expect(200);
  await learningDb().updateOne(
    { _id: id },
    { $set: { xp: lifetimeXp + prepXp, prepXp, [`weeks.${week}`]: { prepXp, flavorXp: 0, scienceXp: 0 } } },
    { upsert: true },
  );
  return { id, token };
}
/** Deps whose svc-learning is down (a closed port: every call fails at once). */
const learningDown = async () =>
  deps({
    learning: createInternalClient({
      baseUrl: await closedPortUrl(),
      credential: { caller: 'social', token: 't' },
      service: 'svc-learning',
      timeoutMs: 500,
      retries: 0,
    }),
  });
const fourCooks = async () => Promise.all([cook(40), cook(30), cook(20), cook(10)]);
const balances = (cooks: Array<{ id: string }>) => Promise.all(cooks.map((c) => stonesOf(c.id)));
// A podium place also tells svc-learning, whose Podium Plating achievement pays once on top.
const PODIUM_AWARD = ACHIEVEMENTS.find((a) => a.id === 'league-podium')!.reward;
const withPodiumAward = (credit: number) => (credit > 0 ? credit + PODIUM_AWARD : 0);
const podiumFacts = () =>
  mongoose.connection.useDb(learning.dbName).collection('socialFacts').countDocuments({ fact: 'podiums' });

/** GET /api/league/current as the learner, parsed by its contract. */
async function openLeague(token: string) {
  const res = await request(social.app)
    .get('/api/league/current')
    .set('authorization', `Bearer ${token}`)
    .expect(200);
  return currentLeagueResponseSchema.parse(res.body);
}

describe('league week close', () => {
  it('when the job runs twice, then the top 3 of the cohort are paid 50, 30 and 20 once', async () => {
    const cooks = await fourCooks();
    nextWeek();

    expect(await closeDueWeeks(deps())).toEqual([week]);
    expect(await closeDueWeeks(deps())).toEqual([]);

    expect(await balances(cooks)).toEqual([50, 30, 20, 0].map(withPodiumAward));
    expect(await podiumFacts()).toBe(3);
    const results = await LeagueResultModel.find({ week }).sort({ position: 1 }).lean();
    expect(results.map((r) => [r.userId, r.position, r.score, r.reward, r.paid])).toEqual([
      [cooks[0].id, 1, 40, 50, true],
      [cooks[1].id, 2, 30, 30, true],
      [cooks[2].id, 3, 20, 20, true],
      [cooks[3].id, 4, 10, 0, false],
    ]);
  });

  it('when two replicas close the week at once, then one does it and each podium place is paid once', async () => {
    const cooks = await fourCooks();
    nextWeek();

    const runs = await Promise.all([
      closeWeek(week, deps({ owner: 'replica-a' })),
      closeWeek(week, deps({ owner: 'replica-b' })),
    ]);

    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await balances(cooks)).toEqual([50, 30, 20, 0].map(withPodiumAward));
  });

  it('when a run crashed after paying but before noting it, then the resumed run pays nothing twice', async () => {
    const cooks = await fourCooks();
    nextWeek();
    await closeWeek(week, deps({ owner: 'first' }));
    // As if the process died right after the credits: nothing of its bookkeeping was written.
    await WeekCloseModel.deleteOne({ _id: week });
    await LeagueCohortModel.updateMany({ week }, { $set: { closed: false } });
    await LeagueResultModel.updateMany({ week }, { $set: { paid: false } });

    expect(await closeWeek(week, deps({ owner: 'second' }))).toBe(true);

    expect(await balances(cooks)).toEqual([50, 30, 20, 0].map(withPodiumAward));
    expect(await LeagueResultModel.countDocuments({ week, paid: true })).toBe(3);
  });

  it('when svc-learning is down or another replica holds the lease, then the week waits and is closed later', async () => {
    const cooks = await fourCooks();
    nextWeek();
    const down = await learningDown();
    await expect(closeWeek(week, down)).rejects.toThrow();
    await WeekCloseModel.updateOne(
      { _id: week },
      {
        $set: {
          leaseOwner: 'crashed-replica',
          leaseUntil: new Date(clock.now.getTime() + WEEK_CLOSE_LEASE_MS),
        },
      },
    );
    expect(await closeWeek(week, deps())).toBe(false);
    expect(await balances(cooks)).toEqual([0, 0, 0, 0].map(withPodiumAward));

    clock.now = new Date(clock.now.getTime() + WEEK_CLOSE_LEASE_MS + 1000);
    expect(await closeWeek(week, deps())).toBe(true);
    expect(await balances(cooks)).toEqual([50, 30, 20, 0].map(withPodiumAward));
  });

  it('when the learner opened the new week before last week closed, then last week still shows once it closes', async () => {
    const [winner] = await fourCooks();
    nextWeek();
    const open = async () => (await openLeague(winner.token)).lastWeekResult;

    expect(await open()).toBeNull();
    expect(await open()).toBeNull();
    clock.now = new Date(clock.now.getTime() + 60_000);
    await closeDueWeeks(deps());

    expect(await open()).toMatchObject({ week, position: 1, reward: 50 });
    expect(await open()).toBeNull();
  });

  it('when the learner opens the league after the week closed, then they see last week once', async () => {
    const [winner] = await fourCooks();
    nextWeek();
    await closeDueWeeks(deps());
    const open = () => openLeague(winner.token);

    expect((await open()).lastWeekResult).toEqual({
      week,
      leagueId: 'teaspoon-tier',
      leagueName: 'Teaspoon Tier',
      position: 1,
      cohortSize: 4,
      weeklyScore: 40,
      reward: 50,
    });
    expect((await open()).lastWeekResult).toBeNull();
  });

  it('when svc-learning refuses one podium credit for good, then it is recorded there, the others are paid and the week closes', async () => {
    const cooks = await fourCooks();
    nextWeek();
    // The winner's credit id is known to the wallet with another amount: it answers 409 every time.
    await mongoose.connection
      .useDb(learning.dbName)
      .collection<{ _id: string; [field: string]: unknown }>('ledger')
      .insertOne({
        _id: `league-week:${week}:${cooks[0].id}`,
        userId: cooks[0].id,
        currency: 'spiceStones',
        amount: 1,
        reason: 'earlier',
        applied: true,
        balanceAfter: 1,
        createdAt: new Date(),
      });

    expect(await closeDueWeeks(deps())).toContain(week); // (and any week an earlier test left open)

    expect(await balances(cooks)).toEqual([0, 30, 20, 0].map(withPodiumAward));
    const winner = await LeagueResultModel.findById(`${week}:${cooks[0].id}`).lean();
    expect(winner).toMatchObject({ paid: false, creditRefused: '409 conflict' });
    expect(await LeagueCohortModel.countDocuments({ week, closed: false })).toBe(0);
  });

  it('when one cohort cannot be paid, then the other cohorts and the next week still close and it closes later', async () => {
    const stuck = await cook(40);
    const otherTier = await cook(30, 150);
    const firstWeek = week;
    weekStart += 7 * DAY;
    week = new Date(weekStart).toISOString().slice(0, 10);
    clock.now = new Date(weekStart + 2 * DAY);
    const nextWeeksCook = await cook(25);
    nextWeek();
    // svc-learning never answers the credits of one learner's cohort (a timeout every time).
    const real = deps().learning;
    const hanging: InternalClient = {
      get: (path, options) => real.get(path, options),
      delete: (path, options) => real.delete(path, options),
      post: (path, body, options) =>
        path === '/internal/wallet/credit-batch' &&
        (body as { credits: Array<{ userId: string }> }).credits.some((c) => c.userId === stuck.id)
          ? Promise.reject(new DependencyError('svc-learning', 'POST credit timed out'))
          : real.post(path, body, options),
    };

    const closed = await closeDueWeeks(deps({ learning: hanging }));
    expect(closed).toContain(week);
    expect(closed).not.toContain(firstWeek);

    expect(await balances([stuck, otherTier, nextWeeksCook])).toEqual([0, 50, 50].map(withPodiumAward));
    expect(await LeagueCohortModel.countDocuments({ week: firstWeek, closed: false })).toBe(1);
    // The failed week waits out its backoff (svc-learning is not asked again each minute), then closes.
    expect(await closeDueWeeks(deps())).toEqual([]);
    clock.now = new Date(clock.now.getTime() + WEEK_CLOSE_BACKOFF.baseMs * 1.25 + 1000);
    expect(await closeDueWeeks(deps())).toEqual([firstWeek]);
    expect(await stonesOf(stuck.id)).toBe(withPodiumAward(50));
  });

  it('when a week keeps failing, then each retry waits longer, up to a quarter of an hour', async () => {
    await fourCooks();
    nextWeek();
    const down = await learningDown();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(closeWeek(week, down)).rejects.toThrow();
      const { leaseUntil } = (await WeekCloseModel.findById(week).lean())!;
      waits.push(leaseUntil.getTime() - clock.now.getTime());
      clock.now = leaseUntil;
    }

    const { baseMs, maxMs } = WEEK_CLOSE_BACKOFF;
    waits.forEach((wait, attempt) => {
      const nominal = Math.min(maxMs, baseMs * 2 ** attempt);
      expect(wait).toBeGreaterThanOrEqual(nominal * 0.75);
      expect(wait).toBeLessThanOrEqual(nominal * 1.25);
    });
    expect(await closeWeek(week, deps())).toBe(true);
  });

  it('when a cohort of a closed week is open again (a late seat), then the next run closes it too', async () => {
    const cooks = await fourCooks();
    nextWeek();
    expect(await closeDueWeeks(deps())).toEqual([week]);
    // As if a request that began before the week ended seated the last learner after the close.
    await LeagueResultModel.deleteOne({ _id: `${week}:${cooks[3].id}` });
    await LeagueCohortModel.updateMany({ week }, { $set: { closed: false } });

    expect(await closeDueWeeks(deps())).toEqual([week]);

    expect(await LeagueResultModel.countDocuments({ week })).toBe(4);
    expect(await balances(cooks)).toEqual([50, 30, 20, 0].map(withPodiumAward));
    expect(await WeekCloseModel.findById(week).lean()).toMatchObject({ status: 'done' });
  });

  it('when many cohorts close at once, then each learner gets one result and each podium place one credit', async () => {
    // More than the groups closing at once hold, the last group not full.
    const cohorts = WEEK_CLOSE_GROUP * WEEK_CLOSE_CONCURRENCY + 3;
    const stored = Array.from({ length: cohorts }, () => new mongoose.Types.ObjectId());
    await LeagueCohortModel.insertMany(
      stored.map((_id, index) => ({ _id, week, leagueId: 'teaspoon-tier', index, size: 4, open: false })),
    );
    const cooks = Array.from({ length: cohorts * 4 }, (_, i) => ({
      id: new mongoose.Types.ObjectId().toHexString(),
      cohort: Math.floor(i / 4),
      xp: 10 * (4 - (i % 4)),
    }));
    await LeagueEntryModel.insertMany(
      cooks.map((c, i) => ({
        userId: c.id,
        week,
        leagueId: 'teaspoon-tier',
        cohortId: String(stored[c.cohort]),
        seat: (i % 4) + 1,
        weekly: { prepXp: c.xp },
        score: c.xp,
        scoreAt: clock.now,
      })),
    );
    await learningDb().insertMany(
      cooks.map((c) => ({ _id: c.id, xp: c.xp, prepXp: c.xp, weeks: { [week]: { prepXp: c.xp } } })),
    );
    nextWeek();

    expect(await closeDueWeeks(deps())).toEqual([week]);

    expect(await balances(cooks)).toEqual(cooks.map((c) => withPodiumAward([0, 20, 30, 50][c.xp / 10 - 1])));
    expect(await LeagueResultModel.countDocuments({ week })).toBe(cooks.length);
    expect(await LeagueResultModel.countDocuments({ week, paid: true })).toBe(cohorts * 3);
    expect(await LeagueCohortModel.countDocuments({ week, closed: false })).toBe(0);

    // A crash right after paying, with the standings of every other cohort half written: the groups
    // mix cohorts recorded in full, in part and not at all, and nobody is paid twice.
    const before = await balances(cooks);
    await LeagueResultModel.updateMany({ week }, { $set: { paid: false } });
    await LeagueResultModel.deleteMany({
      week,
      cohortId: mongoose.trusted({ $in: stored.filter((_, i) => i % 2 === 0).map(String) }),
      position: mongoose.trusted({ $gt: 2 }),
    });
    await LeagueResultModel.deleteMany({ week, cohortId: String(stored[1]) });
    await WeekCloseModel.deleteOne({ _id: week });
    await LeagueCohortModel.updateMany({ week }, { $set: { closed: false } });

    expect(await closeDueWeeks(deps())).toEqual([week]);

    expect(await balances(cooks)).toEqual(before);
    expect(await LeagueResultModel.countDocuments({ week })).toBe(cooks.length);
    expect(await LeagueResultModel.countDocuments({ week, paid: true })).toBe(cohorts * 3);
  });

  it('when a member deleted their account before the close, then they are left out and the standings say so', async () => {
    const cooks = await fourCooks();
    nextWeek();
    // The erase's tombstone is written first; the erase of their seat has not run yet.
    await accountDataOps.model.create({ _id: `erased:${cooks[0].id}`, userId: cooks[0].id, kind: 'erase' });

    expect(await closeDueWeeks(deps())).toContain(week); // (and any week an earlier test left open)

    expect(await balances(cooks)).toEqual([0, 50, 30, 20].map(withPodiumAward));
    expect(await LeagueResultModel.exists({ userId: cooks[0].id })).toBeNull();
    const results = await LeagueResultModel.find({ week }).sort({ position: 1 }).lean();
    expect(results.map((r) => [r.userId, r.position, r.cohortSize, r.goneCount])).toEqual([
      [cooks[1].id, 1, 3, 1],
      [cooks[2].id, 2, 3, 1],
      [cooks[3].id, 3, 3, 1],
    ]);
  });
});
