import { awardXpResponseSchema, levelDebugResponseSchema, progressionSchema } from '@fff/contracts';
import { MAX_LEVEL, totalXpForLevel } from '@fff/domain';
import { learner } from '../../__tests__/learner';
import { testApp } from '../../__tests__/test-app';
import { ProgressionModel } from '../../progression/model';
import { useLearningDatabase } from '../../__tests__/use-test-app';

useLearningDatabase();

const app = testApp();

describe('POST /api/user/prestige', () => {
  it('when below level 100, then 400 and nothing changes', async () => {
    const me = learner(app);
    await ProgressionModel.create({ _id: me.userId, prepXp: totalXpForLevel(MAX_LEVEL) - 1 });
    const res = await me.post('/api/user/prestige');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'You can prestige only at level 100.' });
    expect((await ProgressionModel.findById(me.userId).lean())?.prestige).toBe(0);
  });

  it('when at level 100, then prestige + 1, back to level 1 with a title, once', async () => {
    const me = learner(app);
    await ProgressionModel.create({ _id: me.userId, prepXp: totalXpForLevel(MAX_LEVEL) });
    const [a, b] = await Promise.all([me.post('/api/user/prestige'), me.post('/api/user/prestige')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const ok = progressionSchema.parse((a.status === 200 ? a : b).body);
    expect(ok).toMatchObject({
      prestige: 1,
      prepXp: 0,
      level: 1,
      prestigeTitle: 'Novice Chef',
      isMaxLevel: false,
    });
  });
});

describe('/api/test/*', () => {
  it('when XP is awarded with a forged amount, then 15 XP of the asked type is paid', async () => {
    const me = learner(app);
    const res = await me.post('/api/test/award-xp', { type: 'prep', amount: 100000 });
    expect(awardXpResponseSchema.parse(res.body)).toEqual({
      xpAwarded: 15,
      type: 'prep',
      leveledUp: false,
      newLevel: 1,
      spiceStonesAwarded: 3,
      levelUpSpiceStones: 0,
    });
    const second = await me.post('/api/test/award-xp', { type: 'prep', amount: 15 });
    expect(second.body).toMatchObject({
      leveledUp: true,
      newLevel: 2,
      spiceStonesAwarded: 3 + 10,
      levelUpSpiceStones: 10,
    });
    const debug = levelDebugResponseSchema.parse((await me.get('/api/test/level-debug')).body);
    expect(debug).toMatchObject({
      userXp: 30,
      userLevel: 2,
      calculatedLevel: 2,
      xpForCurrentLevel: 20,
      xpProgress: 10,
    });
    expect(debug.xpRequirements).toHaveLength(100);
    const activities = (await me.get('/api/activities/recent')).body as Array<{ type: string }>;
    expect(activities.map((a) => a.type)).toEqual(['level_up']);
  });

  it('when TEST_ENDPOINTS=developers, then only developers may use them', async () => {
    const prod = testApp({ TEST_ENDPOINTS: 'developers' });
    expect((await learner(prod).post('/api/test/award-xp', { type: 'flavor' })).status).toBe(403);
    const dev = await learner(prod, { isDeveloper: true }).post('/api/test/award-xp', { type: 'flavor' });
    expect(dev.body).toMatchObject({ xpAwarded: 15, type: 'flavor', leveledUp: false });
  });
});
