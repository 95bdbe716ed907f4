import { levelsResponseSchema } from '@fff/contracts';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { seedCurriculum } from '../seed';
import { writeContent } from './content-fixture';
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
});
