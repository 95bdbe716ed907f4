import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { answerAll, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { CompletionModel } from '../../completion/model';
import { LedgerModel } from '../../wallet/model';

const { app, lessons } = useLearningTestApp();

describe('DELETE /internal/users/:userId', () => {
  it('when deleted (twice), then the learner’s progress, attempts, activities and ledger are gone', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0]);
    await me.post(`/api/lessons/${lessons[0]}/complete`);
    const del = () =>
      request(app.app).delete(`/internal/users/${me.userId}`).set(internalHeaders('identity'));
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(204);
    expect(await CompletionModel.countDocuments({ userId: me.userId })).toBe(0);
    expect(await LedgerModel.countDocuments({ userId: me.userId })).toBe(0);
    expect((await me.get('/api/activities/recent')).body).toEqual([]);
    expect((await me.get(`/api/lessons/${lessons[0]}`)).body.attempt.answers).toEqual([]);
  });
});
