import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { answerAll, learner, type Learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { accountDataOps } from '../model';
import { ActivityModel } from '../../activities/model';
import { CompletionModel } from '../../completion/model';
import { AttemptModel } from '../../lessons/model';
import { ProgressionModel } from '../../progression/model';

const { app, lessons } = useLearningTestApp();
const internal = (path: string, body: object) =>
  request(app.app).post(path).set(internalHeaders('identity')).send(body);
const progression = async (userId: string) =>
  (await request(app.app).get(`/internal/progression/${userId}`).set(internalHeaders('identity'))).body;

/** A learner with one completed lesson (XP, activity, streak day) and 40 Spice Stones. */
async function activeLearner(): Promise<Learner> {
  const me = learner(app);
  await answerAll(me, lessons[0]);
  expect((await me.post(`/api/lessons/${lessons[0]}/complete`)).status).toBe(200);
  await internal('/internal/wallet/credit', {
    userId: me.userId,
    currency: 'spiceStones',
    amount: 40,
    reason: 'gift',
    operationId: `gift-${me.userId}`,
  }).expect(200);
  return me;
}

describe('POST /internal/account-data/export', () => {
  it('when a learner exports, then progress, ledger and activities are theirs only', async () => {
    const me = await activeLearner();
    const stranger = await activeLearner();
    const res = await internal('/internal/account-data/export', {
      userId: me.userId,
      types: ['progress', 'achievements', 'activities'],
    });
    expect(res.status).toBe(200);
    const { progress, activities, achievements } = res.body.sections;
    expect(progress.progression.xp).toBeGreaterThan(0);
    expect(progress.progression.level).toBe(1);
    expect(progress.completedLessons.map((c: { lessonId: string }) => c.lessonId)).toEqual([lessons[0]]);
    expect(
      progress.walletLedger.some(
        (e: { reason: string; amount: number }) => e.reason === 'gift' && e.amount === 40,
      ),
    ).toBe(true);
    expect(activities.length).toBeGreaterThan(0);
    // The completed lesson unlocked First Bite (svc-learning/src/achievements): the export lists it.
    expect(achievements.map((a: { type: string }) => a.type)).toContain('achievement_unlocked');
    expect(JSON.stringify(res.body)).not.toContain(stranger.userId);
  });

  it('when only profile types are asked, then learning has nothing to add', async () => {
    const me = await activeLearner();
    const res = await internal('/internal/account-data/export', {
      userId: me.userId,
      types: ['profile', 'settings'],
    });
    expect(res.body).toEqual({ sections: {} });
  });
});

describe('POST /internal/account-data/reset', () => {
  it('when progress and currency are reset, then XP, level, hearts, lessons and stones are back to the defaults once', async () => {
    const me = await activeLearner();
    const reset = () =>
      internal('/internal/account-data/reset', {
        userId: me.userId,
        operationId: `reset-${me.userId}`,
        categories: ['progress', 'currency'],
      });
    expect((await reset()).body).toEqual({ applied: true });
    expect(await progression(me.userId)).toMatchObject({
      xp: 0,
      prepXp: 0,
      level: 1,
      hearts: 5,
      spiceStones: 0,
      coins: 0,
      streak: 0,
    });
    expect(await CompletionModel.countDocuments({ userId: me.userId })).toBe(0);

    // Progress made after the reset survives a late redelivery of the same operation.
    await answerAll(me, lessons[0]);
    await me.post(`/api/lessons/${lessons[0]}/complete`);
    const xpAfter = (await progression(me.userId)).xp;
    expect(xpAfter).toBeGreaterThan(0);
    expect((await reset()).body).toEqual({ applied: false });
    expect((await progression(me.userId)).xp).toBe(xpAfter);
  });

  it('when only achievements are reset, then XP stays and the achievement lines go', async () => {
    const me = await activeLearner();
    await ActivityModel.create({
      userId: me.userId,
      type: 'perfect_score',
      description: 'Perfect!',
      key: `perfect-${me.userId}`,
    });
    const before = await progression(me.userId);
    await internal('/internal/account-data/reset', {
      userId: me.userId,
      operationId: `ach-${me.userId}`,
      categories: ['achievements'],
    }).expect(200);
    expect((await progression(me.userId)).xp).toBe(before.xp);
    expect(await ActivityModel.countDocuments({ userId: me.userId, type: 'perfect_score' })).toBe(0);
    expect(await ActivityModel.countDocuments({ userId: me.userId, type: 'lesson_completed' })).toBe(1);
  });

  it.each([
    ['no operation id', { categories: ['progress'] }],
    ['an unknown category', { operationId: 'op-12345678', categories: ['everything'] }],
    ['no category', { operationId: 'op-12345678', categories: [] }],
  ])('when the body has %s, then 400', async (_case, body) => {
    expect((await internal('/internal/account-data/reset', { userId: 'u1', ...body })).status).toBe(400);
  });

  it('when the internal token is missing, then 401', async () => {
    await request(app.app)
      .post('/internal/account-data/reset')
      .send({ userId: 'u1', operationId: 'op-1', categories: ['progress'] })
      .expect(401);
  });
});

describe('POST /internal/account-data/erase', () => {
  it('when erased twice, then everything of the learner is gone and the second call is harmless', async () => {
    const me = await activeLearner();
    const other = await activeLearner();
    const erase = () =>
      internal('/internal/account-data/erase', { userId: me.userId, operationId: `delete:${me.userId}` });
    expect((await erase()).body).toEqual({ applied: true });
    expect((await erase()).body).toEqual({ applied: false });
    expect(await CompletionModel.countDocuments({ userId: me.userId })).toBe(0);
    expect(await ActivityModel.countDocuments({ userId: me.userId })).toBe(0);
    const exported = await internal('/internal/account-data/export', {
      userId: me.userId,
      types: ['progress'],
    });
    expect(exported.body.sections.progress).toMatchObject({
      completedLessons: [],
      walletLedger: [],
      progression: { xp: 0 },
    });
    expect((await progression(other.userId)).xp).toBeGreaterThan(0);
  });

  it("when another learner's reset holds the erase's id, then 409 and nothing of the victim is kept as done", async () => {
    const attacker = await activeLearner();
    const victim = await activeLearner();
    const opId = `delete:${victim.userId}`;
    await internal('/internal/account-data/reset', {
      userId: attacker.userId,
      operationId: opId,
      categories: ['progress'],
    }).expect(200);
    const refused = await internal('/internal/account-data/erase', {
      userId: victim.userId,
      operationId: opId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('operation_conflict');
    // The erase still left its tombstone, so no first record of the victim is created meanwhile.
    expect(await accountDataOps.erased(victim.userId)).toBe(true);
    // The deletion's real (unguessable) id erases them.
    const erased = await internal('/internal/account-data/erase', {
      userId: victim.userId,
      operationId: `${opId}:0b6f6f0e-2f0c-4a59-9d0c-3f7a3c0a1b2c`,
    });
    expect(erased.body).toEqual({ applied: true });
    expect(await CompletionModel.countDocuments({ userId: victim.userId })).toBe(0);
  });

  it("when the erased learner's token is still used (before its session check notices), then nothing of theirs is created again", async () => {
    const me = await activeLearner();
    expect((await me.get('/api/user/progress')).status).toBe(200);
    await internal('/internal/account-data/erase', { userId: me.userId, operationId: `delete:${me.userId}` });

    // Reading what is not there creates nothing (an empty progress); reading hearts would create a
    // progression with full hearts: refused.
    expect((await me.get('/api/user/progress')).body).toEqual([]);
    const read = await me.get('/api/hearts');
    expect(read.status).toBe(401);
    expect(read.body).toEqual({ error: 'session_revoked', message: 'Please sign in again.' });
    expect(
      (await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, optionId: 'abcdef012345' }))
        .status,
    ).toBe(401);
    // The answer above was refused, so there is nothing to complete.
    expect((await me.post(`/api/lessons/${lessons[0]}/complete`)).status).toBe(400);
    expect(await ProgressionModel.countDocuments({ _id: me.userId })).toBe(0);
    expect(await AttemptModel.countDocuments({ userId: me.userId })).toBe(0);
    expect(await CompletionModel.countDocuments({ userId: me.userId })).toBe(0);
  });
});
