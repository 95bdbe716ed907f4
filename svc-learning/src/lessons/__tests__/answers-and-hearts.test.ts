import {
  ANSWER_BY_POSITION_MESSAGE,
  answerResponseSchema,
  lessonResponseSchema,
  moduleLessonsResponseSchema,
} from '@fff/contracts';
import { HEART_REGEN_MS } from '@fff/domain';
import request from 'supertest';
import { learner, optionIdsOf } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';

const { app, lessons } = useLearningTestApp();

describe('GET /api/lessons/:id', () => {
  it('when fetched, then quiz questions carry no correct index or feedback', async () => {
    const me = learner(app);
    const res = await me.get(`/api/lessons/${lessons[0]}`);
    expect(res.status).toBe(200);
    const lesson = lessonResponseSchema.parse(res.body);
    expect(lesson.content.quiz.length).toBeGreaterThanOrEqual(3);
    for (const q of res.body.content.quiz) {
      expect(Object.keys(q).sort()).toEqual(['options', 'question']);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['id', 'text']);
    }
    expect(lesson.attempt).toEqual({ answers: [], completed: false });
  });

  it('when ids are malformed or unknown, then 400 / 404 JSON', async () => {
    const me = learner(app);
    expect((await me.get('/api/lessons/Bad%20Id!')).body.error).toBe('validation');
    expect((await me.get('/api/lessons/no-such-lesson')).status).toBe(404);
    expect((await me.get('/api/modules/no-such-module/lessons')).body).toEqual({
      error: 'not_found',
      message: 'We could not find that module.',
    });
    expect((await me.get('/api/modules/$where/lessons')).status).toBe(400);
  });

  it('when signed out, then 401', async () => {
    expect((await request(app.app).get(`/api/lessons/${lessons[0]}`)).status).toBe(401);
  });
});

describe('GET /api/modules/:id/lessons', () => {
  it('when nothing is complete, then the first lesson starts and the rest are locked', async () => {
    const me = learner(app);
    const res = moduleLessonsResponseSchema.parse(
      (await me.get('/api/modules/kitchen-safety-basics/lessons')).body,
    );
    expect(res.lessons.map((l) => l.status)).toEqual(['start', 'locked', 'locked', 'locked']);
    expect(res.module).toMatchObject({ id: 'kitchen-safety-basics', completedLessons: 0, unlocked: true });
  });
});

describe('POST /api/lessons/:id/answer', () => {
  it('when a wrong answer is given, then one heart is lost once, even if the answer is sent again', async () => {
    const me = learner(app);
    const [q0] = await optionIdsOf(me, lessons[0]);
    const wrong = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 0,
      optionId: q0.wrong,
    });
    expect(answerResponseSchema.parse(wrong.body)).toMatchObject({
      correct: false,
      correctOptionId: q0.right,
      hearts: 4,
    });
    expect(wrong.body.nextHeartAt).toEqual(expect.any(String));
    const again = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 0,
      optionId: q0.right,
    });
    expect(again.body).toMatchObject({ correct: false, hearts: 4 });
    expect((await me.post('/api/hearts/lose')).body).toMatchObject({ hearts: 4 });
    expect((await me.get(`/api/lessons/${lessons[0]}`)).body.attempt.answers).toEqual([
      expect.objectContaining({
        questionIndex: 0,
        optionId: q0.wrong,
        correct: false,
        correctOptionId: q0.right,
      }),
    ]);
  });

  it('when hearts reach 0, then the next answer is refused with the time of the next heart, never below 0', async () => {
    const me = learner(app);
    const ids = await optionIdsOf(me, lessons[0]);
    await ProgressionModel.create({ _id: me.userId, hearts: 1, heartsUpdatedAt: new Date() });
    await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, optionId: ids[0].wrong });
    const refused = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 1,
      optionId: ids[1].wrong,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'no_hearts',
      message: expect.stringMatching(/^You are out of hearts\. Your next heart arrives in \d+ minutes?\.$/),
      nextHeartAt: expect.any(String),
    });
    expect((await me.post('/api/hearts/lose')).body.hearts).toBe(0);
  });

  it('when wrong answers to several questions arrive at once with one heart, then exactly one is paid and the rest are refused and not recorded', async () => {
    const me = learner(app);
    const ids = await optionIdsOf(me, lessons[0]);
    await ProgressionModel.create({ _id: me.userId, hearts: 1, heartsUpdatedAt: new Date() });
    const results = await Promise.all(
      ids.map(({ wrong }, questionIndex) =>
        me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex, optionId: wrong }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...ids.slice(1).map(() => 403)]);
    const lesson = lessonResponseSchema.parse((await me.get(`/api/lessons/${lessons[0]}`)).body);
    expect(lesson.attempt.answers).toHaveLength(1);
    expect((await me.get('/api/hearts')).body.hearts).toBe(0);
  });

  it('when an hour passes at 0 hearts, then one heart is back', async () => {
    const me = learner(app);
    await ProgressionModel.create({
      _id: me.userId,
      hearts: 0,
      heartsUpdatedAt: new Date(Date.now() - HEART_REGEN_MS - 1000),
    });
    expect((await me.get('/api/hearts')).body.hearts).toBe(1);
    const [q0] = await optionIdsOf(me, lessons[0]);
    const ok = await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, optionId: q0.wrong });
    expect(ok.status).toBe(200);
  });

  it('when the question does not exist or the option id is not one of this attempt, then 400', async () => {
    const me = learner(app);
    const [q0] = await optionIdsOf(me, lessons[0]);
    const outOfRange = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 99,
      optionId: q0.right,
    });
    expect(outOfRange.status).toBe(400);
    const foreign = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 0,
      optionId: 'abcdef012345',
    });
    expect(foreign.body).toEqual({
      error: 'bad_request',
      message:
        "That answer is not one of this question's options in your current attempt. Reload the lesson.",
    });
    expect((await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 'x' })).body.error).toBe(
      'validation',
    );
  });

  it('when an answer is given by position, then it is refused with 400 saying to send the option id', async () => {
    const me = learner(app);
    await me.get(`/api/lessons/${lessons[0]}`);
    const byPosition = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 0,
      answerIndex: 0,
    });
    expect(byPosition.status).toBe(400);
    expect(byPosition.body).toEqual({ error: 'validation', message: ANSWER_BY_POSITION_MESSAGE });
    expect((await me.get(`/api/lessons/${lessons[0]}`)).body.attempt.answers).toEqual([]);
  });
});
