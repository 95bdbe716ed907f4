import { learnerLevelsResponseSchema } from '@fff/contracts';
import { answerAll, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';

const { app, lessons } = useLearningTestApp();

describe('GET /api/levels with a token', () => {
  it('when one lesson is complete, then counts and unlocking follow the learner', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0]);
    await me.post(`/api/lessons/${lessons[0]}/complete`);
    const levels = learnerLevelsResponseSchema.parse((await me.get('/api/levels')).body);
    expect(levels[0]).toMatchObject({ completedLessons: 1, totalLessons: 44, unlocked: true });
    expect(levels[1].unlocked).toBe(false);
    const modules = levels[0].tracks[0].modules;
    expect(modules[0]).toMatchObject({ completedLessons: 1, totalLessons: 4, unlocked: true });
    expect(modules[1].unlocked).toBe(false);
    expect(
      levels
        .flatMap((l) => l.tracks)
        .filter((t) => t.comingSoon)
        .every((t) => !t.unlocked),
    ).toBe(true);

    const dev = learnerLevelsResponseSchema.parse(
      (await learner(app, { isDeveloper: true }).get('/api/levels')).body,
    );
    expect(dev.every((l) => l.unlocked)).toBe(true);
  });
});
