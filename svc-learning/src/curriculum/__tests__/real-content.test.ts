import { levelsResponseSchema } from '@fff/contracts';
import request from 'supertest';
import { REAL_CONTENT_DIR } from '../../__tests__/learner';
import { testApp } from '../../__tests__/test-app';
import { loadContent } from '../content';
import { seedCurriculum } from '../seed';
import { useLearningDatabase } from '../../__tests__/use-test-app';

useLearningDatabase();

describe('the real content folder', () => {
  it('when loaded, then every file validates and level 1 has 11 modules and 44 lessons, modules 7–11 with 4 lessons each', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    const level1 = content.index.levels.find((l) => l.order === 1)!;
    const moduleIds = level1.tracks.flatMap((t) => t.modules);
    const lessonCounts = moduleIds.map((id) => content.modules.get(id)?.lessons.length ?? 0);

    expect(moduleIds.length).toBeGreaterThanOrEqual(11);
    expect(lessonCounts.reduce((a, b) => a + b, 0)).toBe(44);
    expect(lessonCounts.slice(6, 11)).toEqual([4, 4, 4, 4, 4]);
  });

  it('when loaded, then level 3 has at least 30 lessons and every module of its open tracks has lessons', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    const level3 = content.index.levels.find((l) => l.order === 3)!;
    const lessonsIn = (id: string) => content.modules.get(id)?.lessons.length ?? 0;
    const open = level3.tracks.filter((t) => !t.comingSoon);

    expect(open.flatMap((t) => t.modules).reduce((n, id) => n + lessonsIn(id), 0)).toBeGreaterThanOrEqual(30);
    expect(open.flatMap((t) => t.modules).filter((id) => lessonsIn(id) === 0)).toEqual([]);
  });

  it('when seeded twice, then the second run skips and /api/levels serves it', async () => {
    expect((await seedCurriculum(REAL_CONTENT_DIR)).seeded).toBe(true);
    expect((await seedCurriculum(REAL_CONTENT_DIR)).seeded).toBe(false);
    const res = await request(testApp().app).get('/api/levels');
    expect(levelsResponseSchema.parse(res.body)[0].id).toBe('level-1');
  });
});
