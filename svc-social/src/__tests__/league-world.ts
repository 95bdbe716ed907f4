import { startTestDatabase, type TestDatabase } from '@fff/service-kit';
import { LeagueMemberModel } from '../league/model';
import { startFakeIdentity, startFakeLearning } from './fake-dependencies';
import { testApp } from './test-app';

type Started<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;

/** What a league test file works against; every field is set once beforeAll has run. */
export interface LeagueWorld {
  learning: Started<typeof startFakeLearning>;
  identity: Started<typeof startFakeIdentity>;
  /** The real social app (and its keys) pointed at both fakes. */
  league: ReturnType<typeof testApp>;
}

/**
 * The test file's own database and fake learning and identity services, stopped after the file.
 * Before each test the league is emptied and both fakes answer normally again.
 */
export function useLeagueWorld(): LeagueWorld {
  const world = {} as LeagueWorld;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await startTestDatabase();
    [world.learning, world.identity] = await Promise.all([startFakeLearning(), startFakeIdentity()]);
    world.league = testApp({ LEARNING_URL: world.learning.url, IDENTITY_URL: world.identity.url });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([world.learning?.close(), world.identity?.close()]);
    await db?.stop();
  });
  beforeEach(async () => {
    await LeagueMemberModel.deleteMany({});
    world.learning.failWith = undefined;
    world.identity.failWith = undefined;
  });
  return world;
}
