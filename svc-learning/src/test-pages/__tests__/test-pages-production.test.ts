import { awardXpResponseSchema, levelDebugResponseSchema, testPagesRefusal } from '@fff/contracts';
import { loadConfig } from '@fff/service-kit';
import { makeTestKeys, productionInternalTokens } from '@fff/service-kit/testing';
import { learner } from '../../__tests__/learner';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { learningConfigSchema } from '../../config';

useLearningDatabase();

const production = () => ({
  NODE_ENV: 'production',
  ...productionInternalTokens(),
  JWT_PUBLIC_KEY: makeTestKeys().publicKey,
  // No identity runs here: without this, each write would first meet the session check's 503.
  SESSION_CHECK_MS: '0',
});

describe('/api/test/* in production', () => {
  it('when NODE_ENV is production, then award-xp and level-debug answer 404, even to developers', async () => {
    const app = testApp(production());
    for (const who of [learner(app), learner(app, { isDeveloper: true })]) {
      const award = await who.post('/api/test/award-xp', { type: 'prep' });
      expect(testPagesRefusal(award.status)).toBe('closed');
      expect(award.body).toMatchObject({ error: 'not_found' });
      expect((await who.get('/api/test/level-debug')).status).toBe(404);
    }
  });

  it.each(['all', 'developers'])(
    'when production asks for TEST_ENDPOINTS=%s, then the start is refused naming it',
    (mode) => {
      expect(() => loadConfig(learningConfigSchema, { ...production(), TEST_ENDPOINTS: mode })).toThrow(
        /TEST_ENDPOINTS: must be off/,
      );
    },
  );

  it('when TEST_ENDPOINTS=off outside production, then they are closed the same way (404, what the pages read as closed)', async () => {
    const who = learner(testApp({ TEST_ENDPOINTS: 'off' }));
    expect((await who.post('/api/test/award-xp', { type: 'prep' })).status).toBe(404);
    expect((await who.get('/api/test/level-debug')).status).toBe(404);
  });

  it('when outside production, then the test pages stay available for development', async () => {
    const who = learner(testApp());
    const res = await who.post('/api/test/award-xp', { type: 'prep' });
    expect(res.status).toBe(200);
    // The pages parse every answer by the contracts: the service must answer exactly those shapes.
    expect(awardXpResponseSchema.parse(res.body)).toMatchObject({ xpAwarded: 15, type: 'prep' });
    const debug = await who.get('/api/test/level-debug');
    expect(levelDebugResponseSchema.parse(debug.body)).toMatchObject({ userXp: 15 });
  });
});
