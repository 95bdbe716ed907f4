import { levelsResponseSchema } from '@fff/contracts';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { seedCurriculum } from '../seed';
import { curriculumIndex, moduleFile, writeContent } from './content-fixture';
import { learner } from '../../__tests__/learner';
import { useLearningDatabase } from '../../__tests__/use-test-app';

useLearningDatabase();

describe('GET /api/levels', () => {
  it('when the curriculum is seeded, then levels, tracks and module summaries come back in content order without a token', async () => {
    await seedCurriculum(writeContent());
    const res = await request(testApp().app).get('/api/levels');

    expect(res.status).toBe(200);
    const levels = levelsResponseSchema.parse(res.body);
    expect(levels.map((l) => l.id)).toEqual(['level-1', 'level-2']);
    expect(levels[0].tracks.map((t) => t.id)).toEqual(['safety', 'knives']);
    expect(levels[0].tracks[0].modules).toEqual([
      {
        id: 'knife-safety',
        title: 'Module knife-safety',
        description: 'About knife-safety',
        level: 'beginner',
        lessonCount: 3,
      },
      {
        id: 'hygiene',
        title: 'Module hygiene',
        description: 'About hygiene',
        level: 'beginner',
        lessonCount: 1,
      },
    ]);
    expect(levels[0].tracks[0].comingSoon).toBe(false);
    expect(levels[1].tracks[0]).toMatchObject({ id: 'fire', comingSoon: true, mascot: 'chef-inferno' });
    expect(levels[0]).toMatchObject({
      order: 1,
      title: 'Prep School',
      mascotDescription: 'Chef Chilli',
      mascot: 'chef-chilli',
    });
    // Lesson bodies stay out of the tree.
    expect(JSON.stringify(res.body)).not.toContain('core_content');
  });

  it('when a bad or expired token is sent, then the public list is still served (never a 500)', async () => {
    const res = await request(testApp().app).get('/api/levels').set('authorization', 'Bearer nonsense');
    expect(res.status).toBe(200);
  });

  it('when the catalogue is asked again with its ETag, then 304 answers without a body; public for 10 minutes', async () => {
    await seedCurriculum(writeContent());
    const app = testApp().app;
    const first = await request(app).get('/api/levels');
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect(first.headers.vary).toMatch(/authorization/i);
    expect(first.headers.etag).toMatch(/^"cur-/);
    const again = await request(app).get('/api/levels').set('if-none-match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await request(app).get('/api/levels').set('if-none-match', '"cur-something-else"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('when new content is seeded, then the catalogue and its ETag change at once', async () => {
    await seedCurriculum(writeContent());
    const app = testApp().app;
    const before = await request(app).get('/api/levels');
    await seedCurriculum(
      writeContent(curriculumIndex(2), [
        moduleFile('knife-safety', ['grip', 'claw', 'carry', 'dice']),
        moduleFile('hygiene', ['wash-hands']),
        moduleFile('searing', ['pan-heat', 'sear-meat'], 'intermediate'),
      ]),
    );
    const after = await request(app).get('/api/levels').set('if-none-match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body[0].tracks[0].modules[0].lessonCount).toBe(4);
  });

  it('when a learner asks, then the answer is private and revalidates to 304 until their progress changes', async () => {
    await seedCurriculum(writeContent());
    const who = learner();
    const first = await who.get('/api/levels');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body[0].tracks[0].modules[0]).toMatchObject({ completedLessons: 0, unlocked: true });
    const again = await who.get('/api/levels').set('if-none-match', first.headers.etag);
    expect(again.status).toBe(304);
  });
});
