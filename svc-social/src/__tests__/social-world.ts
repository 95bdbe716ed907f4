import type { DirectorySnapshot } from '@fff/contracts';
import { startTestDatabase, type TestDatabase, internalHeaders } from '@fff/service-kit/testing';
import mongoose from 'mongoose';
import request from 'supertest';
import { resetPresenceMemory } from '../directory/presence';
import { ensureSocialIndexes } from '../shared/indexes';
import { startFakeLearning } from './fake-dependencies';
import { testApp } from './test-app';
import { directorySnapshot, testCook, type Cook } from './test-learner';

export type { Cook } from './test-learner';

type Started<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;

/** What a social test file works against; fields are set once beforeAll has run. */
export interface SocialWorld {
  learning: Started<typeof startFakeLearning>;
  social: ReturnType<typeof testApp>;
  /** The file's MongoDB (for starting a real svc-learning beside it). */
  dbUri: string;
  /** A new learner announced by a 'created' directory event (privacy defaults unless given). */
  cook(name?: string, privacy?: Partial<DirectorySnapshot>): Promise<Cook>;
  /** Supertest calls signed in as `cook`. */
  as(cook: Cook): {
    get(url: string): request.Test;
    post(url: string, body?: object): request.Test;
  };
  /** Send an identity directory event. */
  event(body: object): request.Test;
  /** Make two cooks friends through the API (request + accept). */
  befriend(a: Cook, b: Cook): Promise<void>;
}

let counter = 0;

/**
 * The real social app on the file's own embedded database, with a fake svc-learning (XP by user);
 * a test file may replace `social` with an app pointed at a real svc-learning. Each test makes its own cooks, so tests do not share data.
 */
export function useSocialWorld(): SocialWorld {
  let db: TestDatabase | undefined;
  const world = {} as SocialWorld;
  beforeAll(async () => {
    db = await startTestDatabase();
    world.dbUri = db.uri;
    await ensureSocialIndexes();
    world.learning = await startFakeLearning();
    world.social = testApp({ LEARNING_URL: world.learning.url });
  }, 60_000);
  afterAll(async () => {
    await world.learning?.close();
    await db?.stop();
  });
  beforeEach(() => {
    resetPresenceMemory();
    if (world.learning) world.learning.failWith = undefined;
  });

  world.event = (body) =>
    request(world.social.app).post('/internal/directory/events').set(internalHeaders('identity')).send(body);
  world.cook = async (name, privacy = {}) => {
    const id = new mongoose.Types.ObjectId().toHexString();
    const username = name ?? `cook_${++counter}_${id.slice(-4)}`;
    const res = await world.event({
      operationId: `dir-${id}-created`,
      kind: 'created',
      userId: id,
      version: 1,
      user: directorySnapshot(username, privacy),
    });
    if (res.status !== 200)
      throw new Error(`directory event failed: ${res.status} ${JSON.stringify(res.body)}`);
    return testCook(world.social.keys, { id, username });
  };
  world.as = (cook) => ({
    get: (url) => request(world.social.app).get(url).set('authorization', `Bearer ${cook.token}`),
    post: (url, body) =>
      request(world.social.app)
        .post(url)
        .set('authorization', `Bearer ${cook.token}`)
        .send(body ?? {}),
  });
  world.befriend = async (a, b) => {
    const sent = await world.as(a).post('/api/friend-requests', { userId: b.id });
    if (sent.status !== 200) throw new Error(`request failed: ${JSON.stringify(sent.body)}`);
    const accepted = await world.as(b).post(`/api/friend-requests/${sent.body.requestId}/accept`);
    if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  };
  return world;
}
