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

  it('when two learners share a progress and one completes a lesson, then only that one sees it, under a new ETag', async () => {
    const first = learner(app);
    const second = learner(app);
    const before = await first.get('/api/levels');
    const same = await second.get('/api/levels');
    expect(same.headers.etag).toBe(before.headers.etag);
    await answerAll(first, lessons[0]);
    await first.post(`/api/lessons/${lessons[0]}/complete`);
    const after = await first.get('/api/levels').set('if-none-match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body[0].completedLessons).toBe(1);
    const other = await second.get('/api/levels').set('if-none-match', same.headers.etag);
    expect(other.status).toBe(304);
    expect((await second.get('/api/levels')).body[0].completedLessons).toBe(0);
  });
});
