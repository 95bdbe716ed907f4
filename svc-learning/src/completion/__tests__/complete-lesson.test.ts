import { internalHeaders } from '@fff/service-kit/testing';
import { completeLessonResponseSchema, progressionSchema } from '@fff/contracts';
import { achievementsReached, levelUpAchievement, localDay, questStonesFor } from '@fff/domain';
import request from 'supertest';
import { ProgressionModel } from '../../progression/model';
import { answerAll, correctAnswers, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';

const { app, lessons } = useLearningTestApp();
const progressionOf = async (userId: string) =>
  progressionSchema.parse(
    (await request(app.app).get(`/internal/progression/${userId}`).set(internalHeaders('identity'))).body,
  );

/** Answer the first lesson (`wrong` answers wrong), complete it, restart it: the attempt starts empty. */
async function completeThenRestart(me: ReturnType<typeof learner>, wrong?: number) {
  await answerAll(me, lessons[0], wrong);
  await me.post(`/api/lessons/${lessons[0]}/complete`);
  expect((await me.post(`/api/lessons/${lessons[0]}/restart`)).body).toEqual({
    answers: [],
    completed: false,
  });
}

/**
 * What a new learner's first perfect lesson of 15 XP pays besides its XP stones: the day's quests
 * (chosen per learner and day) and the achievements it reaches.
 */
const firstLessonBonusStones = (userId: string) =>
  questStonesFor(userId, localDay(new Date(), 'UTC'), { lessons: 1, perfect: 1, xp: 15, streak: 1 }) +
  achievementsReached({ lessons: 1, perfect: 1, streak: 1, level: 1 }).reduce((sum, a) => sum + a.reward, 0);

describe('POST /api/lessons/:id/complete', () => {
  it('when every answer is right, then 15 Prep XP, 3 Spice Stones and the lesson is complete', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0]);
    const res = await me.post(`/api/lessons/${lessons[0]}/complete`, { xpEarned: 15, score: 100 });
    expect(res.status).toBe(200);
    expect(completeLessonResponseSchema.parse(res.body)).toEqual({
      passed: true,
      passPercent: 60,
      correctAnswers: 3,
      totalQuestions: 3,
      xpEarned: 15,
      score: 100,
      leveledUp: false,
      newLevel: 1,
      spiceStonesEarned: 3,
      levelUpSpiceStones: 0,
      bonusSpiceStones: firstLessonBonusStones(me.userId),
      // Kitchen Safety pays Prep XP and has no picture question: no weekly theme multiplies it.
      themeBonus: null,
      streak: 1,
      streakMilestone: null,
      alreadyCompleted: false,
      hearts: 5,
      nextHeartAt: null,
    });
    expect(await progressionOf(me.userId)).toMatchObject({
      prepXp: 15,
      xp: 15,
      spiceStones: 3 + firstLessonBonusStones(me.userId),
      level: 1,
    });
    expect((await me.get('/api/user/progress')).body).toEqual([{ lessonId: lessons[0], completed: true }]);
    const activities = (await me.get('/api/activities/recent?limit=5')).body as Array<{ type: string }>;
    // First Bite and Flawless Plate unlock with it (svc-learning/src/achievements).
    expect(activities.map((a) => a.type).sort()).toEqual([
      'achievement_unlocked',
      'achievement_unlocked',
      'lesson_completed',
      'perfect_score',
    ]);
  });

  it('when completed twice at once (a double click), then XP is paid once', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0]);
    const [a, b] = await Promise.all([
      me.post(`/api/lessons/${lessons[0]}/complete`),
      me.post(`/api/lessons/${lessons[0]}/complete`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.xpEarned + b.body.xpEarned).toBe(15);
    const again = await me.post(`/api/lessons/${lessons[0]}/complete`);
    expect(again.body).toMatchObject({ xpEarned: 0, alreadyCompleted: true });
    expect(await progressionOf(me.userId)).toMatchObject({
      prepXp: 15,
      spiceStones: 3 + firstLessonBonusStones(me.userId),
    });
  });

  it('when the client forges xpEarned and score, then the server pays from the recorded answers', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0], 1);
    const total = (await correctAnswers(lessons[0])).length;
    const res = await me.post(`/api/lessons/${lessons[0]}/complete`, { xpEarned: 100000, score: 100 });
    expect(res.body).toMatchObject({
      passed: true,
      xpEarned: 10,
      score: Math.round(((total - 1) / total) * 100),
      spiceStonesEarned: 2,
    });
    expect((await progressionOf(me.userId)).prepXp).toBe(10);
  });

  it('when a question is unanswered, then 400 and nothing is paid', async () => {
    const me = learner(app);
    const res = await me.post(`/api/lessons/${lessons[0]}/complete`, { xpEarned: 15 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'bad_request',
      message: 'Answer every question before completing the lesson.',
    });
    expect((await progressionOf(me.userId)).prepXp).toBe(0);
  });

  it('when a completed lesson is replayed, then the practice is recorded but pays nothing', async () => {
    const me = learner(app);
    await completeThenRestart(me);
    await answerAll(me, lessons[0]);
    const replay = await me.post(`/api/lessons/${lessons[0]}/complete`);
    expect(replay.body).toMatchObject({ xpEarned: 0, alreadyCompleted: true, score: 100 });
    expect((await progressionOf(me.userId)).prepXp).toBe(15);
  });

  it('when the next lesson is opened before the first is complete, then 403 locked; afterwards it opens', async () => {
    const me = learner(app);
    const locked = await me.get(`/api/lessons/${lessons[1]}`);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ error: 'locked', message: 'Complete the previous lesson first.' });
    expect(
      (await me.post(`/api/lessons/${lessons[1]}/answer`, { questionIndex: 0, optionId: 'abcdef012345' }))
        .status,
    ).toBe(403);
    expect((await me.post(`/api/lessons/${lessons[1]}/complete`)).status).toBe(403);
    await answerAll(me, lessons[0]);
    await me.post(`/api/lessons/${lessons[0]}/complete`);
    expect((await me.get(`/api/lessons/${lessons[1]}`)).status).toBe(200);
  });

  it('when a lesson of a module that is still locked is opened, then 403 names the module before it', async () => {
    const me = learner(app);
    const res = await me.get('/api/lessons/food-safety-temperatures-1');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'locked', message: 'Complete the previous module first.' });
  });

  it('when a developer opens a later lesson, then it is unlocked', async () => {
    const dev = learner(app, { isDeveloper: true });
    expect((await dev.get(`/api/lessons/${lessons[1]}`)).status).toBe(200);
  });

  it("when user B acts, then A's attempt and progress are untouched and invisible", async () => {
    const a = learner(app);
    const b = learner(app);
    await answerAll(a, lessons[0]);
    expect((await b.get(`/api/lessons/${lessons[0]}`)).body.attempt).toEqual({
      answers: [],
      completed: false,
    });
    expect((await b.post(`/api/lessons/${lessons[0]}/complete`)).status).toBe(400);
    await b.post(`/api/lessons/${lessons[0]}/restart`);
    expect((await a.get(`/api/lessons/${lessons[0]}`)).body.attempt.answers.length).toBeGreaterThanOrEqual(3);
    expect((await b.get('/api/user/progress')).body).toEqual([]);
    expect((await a.post(`/api/lessons/${lessons[0]}/complete`)).body.xpEarned).toBe(15);
  });

  it('when the score is below the pass mark, then nothing is paid, no streak day counts and the next lesson stays locked', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0], 2); // 1 of 3 right = 33 %
    const res = await me.post(`/api/lessons/${lessons[0]}/complete`, { xpEarned: 15, score: 100 });
    expect(res.status).toBe(200);
    expect(completeLessonResponseSchema.parse(res.body)).toMatchObject({
      passed: false,
      passPercent: 60,
      correctAnswers: 1,
      totalQuestions: 3,
      score: 33,
      xpEarned: 0,
      spiceStonesEarned: 0,
      streak: 0,
      alreadyCompleted: false,
      hearts: 3,
    });
    expect(await progressionOf(me.userId)).toMatchObject({ prepXp: 0, xp: 0, spiceStones: 0, streak: 0 });
    expect((await me.get('/api/user/progress')).body).toEqual([]);
    expect((await me.get(`/api/lessons/${lessons[1]}`)).status).toBe(403);
    const activities = (await me.get('/api/activities/recent?limit=5')).body as unknown[];
    expect(activities).toEqual([]);
    // Asking again gives the same outcome and still pays nothing.
    expect((await me.post(`/api/lessons/${lessons[0]}/complete`)).body).toMatchObject({
      passed: false,
      xpEarned: 0,
    });
  });

  it('when a failed lesson is retried and passed, then it pays once and unlocks the next lesson', async () => {
    const me = learner(app);
    await completeThenRestart(me, 2);
    await answerAll(me, lessons[0]);
    const pass = await me.post(`/api/lessons/${lessons[0]}/complete`);
    expect(pass.body).toMatchObject({ passed: true, xpEarned: 15, alreadyCompleted: false, streak: 1 });
    expect((await me.get(`/api/lessons/${lessons[1]}`)).status).toBe(200);
  });

  it('when a completion levels the learner up, then the popup states exactly the stones credited for the level', async () => {
    const me = learner(app);
    await ProgressionModel.create({ _id: me.userId, prepXp: 10, xp: 10 });
    const before = (await progressionOf(me.userId)).spiceStones;
    await answerAll(me, lessons[0]);
    const res = completeLessonResponseSchema.parse(
      (await me.post(`/api/lessons/${lessons[0]}/complete`)).body,
    );
    expect(res).toMatchObject({
      leveledUp: true,
      newLevel: 2,
      spiceStonesEarned: 3 + 10,
      levelUpSpiceStones: 10,
    });
    const after = await progressionOf(me.userId);
    expect(after.spiceStones - before).toBe(res.spiceStonesEarned + (res.bonusSpiceStones ?? 0));
    expect(levelUpAchievement(res.newLevel, res.levelUpSpiceStones).description).toBe(
      'You reached Cooking Level 2! +10 Spice Stones',
    );
    expect(after.levelProgress).toEqual({ xpIntoLevel: 5, xpForLevel: 21, percent: 23 });
  });
});
