import { startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import { CrewModel } from '../crews/model';
import { LeagueCohortModel, LeagueEntryModel } from '../league/model';
import { LeagueResultModel, WeekCloseModel } from '../league/result-model';
import { ensureSocialIndexes } from '../shared/indexes';
import { startFakeIdentity, startFakeLearning } from './fake-dependencies';
import { testApp } from './test-app';

type Started<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;

/** What a league test file works against; every field is set once beforeAll has run. */
export interface LeagueWorld {
  learning: Started<typeof startFakeLearning>;
  identity: Started<typeof startFakeIdentity>;
  /** The real social app (and its keys) pointed at both fakes, its clock at `clock.now`. */
  league: ReturnType<typeof testApp>;
  /** The app's clock: tests move it between league weeks. */
  clock: { now: Date };
}

/**
 * The test file's own database and fake learning and identity services, stopped after the file.
 * Before each test the league is emptied, the clock is now and both fakes answer normally again.
 */
export function useLeagueWorld(): LeagueWorld {
  const world = {} as LeagueWorld;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await startTestDatabase();
    [world.learning, world.identity] = await Promise.all([startFakeLearning(), startFakeIdentity()]);
    await ensureSocialIndexes();
    world.clock = { now: new Date() };
    world.league = testApp(
      { LEARNING_URL: world.learning.url, IDENTITY_URL: world.identity.url },
      () => world.clock.now,
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all([world.learning?.close(), world.identity?.close()]);
    await db?.stop();
  });
  beforeEach(async () => {
    await Promise.all([
      LeagueEntryModel.deleteMany({}),
      LeagueCohortModel.deleteMany({}),
      LeagueResultModel.deleteMany({}),
      WeekCloseModel.deleteMany({}),
      CrewModel.deleteMany({}),
    ]);
    world.clock.now = new Date();
    world.learning.xp.clear();
    world.learning.weekly.clear();
    world.learning.credits.length = 0;
    world.learning.failWith = undefined;
    world.identity.failWith = undefined;
  });
  return world;
}
