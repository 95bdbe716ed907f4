import request from 'supertest';
import { startFakeReceiver } from '../../__tests__/fake-receiver';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';

type Fake = Awaited<ReturnType<typeof startFakeReceiver>>;

/**
 * The real identity app on the test file's database, with svc-learning and svc-social faked at the
 * network boundary (each can be taken down and brought back), and a fast-retrying outbox.
 */
export function useAccountDataWorld() {
  useIdentityDatabase();
  const world = {} as { it: ReturnType<typeof testApp>; learning: Fake; social: Fake };
  const sections = (owner: string) => (body: Record<string, unknown>) => ({
    sections: Object.fromEntries(
      (body.types as string[]).map((t) => [t, { from: owner, userId: body.userId }]),
    ),
  });
  beforeAll(async () => {
    world.learning = await startFakeReceiver({ '/internal/account-data/export': sections('learning') });
    world.social = await startFakeReceiver({ '/internal/account-data/export': sections('social') });
    world.it = testApp({
      LEARNING_URL: world.learning.url,
      SOCIAL_URL: world.social.url,
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      OUTBOX_RETRY_BASE_MS: '20',
    });
  });
  afterEach(() => {
    world.learning.setDown(false);
    world.social.setDown(false);
  });
  afterAll(async () => {
    await world.learning.stop();
    await world.social.stop();
  });

  /** A verified, signed-in learner with their id and an authorised POST. */
  async function member() {
    const { app, outboxDir } = world.it;
    const creds = await verifiedUser(app, outboxDir);
    const session = await signIn(app, creds.email);
    const id = (await request(app).get('/api/user').set('authorization', `Bearer ${session.token}`)).body
      .id as string;
    const post = (path: string, body: object = {}) =>
      request(app).post(path).set('authorization', `Bearer ${session.token}`).send(body);
    return { ...creds, ...session, id, post };
  }

  /** Let the outbox retry until `done()` holds (a service that came back gets its parts). */
  async function eventually(done: () => boolean) {
    for (let i = 0; i < 100 && !done(); i++) {
      await world.it.outbox.drain();
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(done()).toBe(true);
  }

  /** Calls a fake got on one path about one user. */
  const callsFor = (fake: Fake, path: string, userId: string) =>
    fake.to(path).filter((c) => c.body.userId === userId);

  return { world, member, eventually, callsFor };
}
