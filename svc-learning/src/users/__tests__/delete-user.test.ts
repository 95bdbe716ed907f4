import { startTestDatabase, type TestDatabase } from '@fff/service-kit';
import request from 'supertest';
import { answerAll, learner, lessonIdsOf, seedRealContent } from '../../__tests__/learner';
import { TEST_INTERNAL_TOKEN, testApp } from '../../__tests__/test-app';
import { CompletionModel } from '../../completion/model';
import { LedgerModel } from '../../wallet/model';

let db: TestDatabase;
let first: string;
beforeAll(async () => {
  db = await startTestDatabase();
  await seedRealContent();
  [first] = await lessonIdsOf('kitchen-safety-basics');
});
afterAll(() => db.stop());

const app = testApp();

describe('DELETE /internal/users/:userId', () => {
  it('when deleted (twice), then the learner’s progress, attempts, activities and ledger are gone', async () => {
    const me = learner(app);
    await answerAll(me, first);
    await me.post(`/api/lessons/${first}/complete`);
    const del = () =>
      request(app.app).delete(`/internal/users/${me.userId}`).set('x-internal-token', TEST_INTERNAL_TOKEN);
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(204);
    expect(await CompletionModel.countDocuments({ userId: me.userId })).toBe(0);
    expect(await LedgerModel.countDocuments({ userId: me.userId })).toBe(0);
    expect((await me.get('/api/activities/recent')).body).toEqual([]);
    expect((await me.get(`/api/lessons/${first}`)).body.attempt.answers).toEqual([]);
  });
});
