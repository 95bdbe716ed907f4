import { answerResponseSchema, lessonResponseSchema, moduleLessonsResponseSchema } from '@fff/contracts';
import { HEART_REGEN_MS } from '@fff/domain';
import request from 'supertest';
import { correctAnswers, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';

const { app, lessons } = useLearningTestApp();
const wrongFor = (correct: number) => (correct === 0 ? 1 : 0);

describe('GET /api/lessons/:id', () => {
  it('when fetched, then quiz questions carry no correct index or feedback', async () => {
    const me = learner(app);
    const res = await me.get(`/api/lessons/${lessons[0]}`);
    expect(res.status).toBe(200);
    const lesson = lessonResponseSchema.parse(res.body);
    expect(lesson.content.quiz.length).toBeGreaterThanOrEqual(3);
    for (const q of res.body.content.quiz) expect(Object.keys(q).sort()).toEqual(['options', 'question']);
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
    const [c0] = await correctAnswers(lessons[0]);
    const wrong = await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 0,
      answerIndex: wrongFor(c0),
    });
    expect(answerResponseSchema.parse(wrong.body)).toMatchObject({
      correct: false,
      correctIndex: c0,
      hearts: 4,
    });
    expect(wrong.body.nextHeartAt).toEqual(expect.any(String));
    const again = await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, answerIndex: c0 });
    expect(again.body).toMatchObject({ correct: false, hearts: 4 });
    expect((await me.post('/api/hearts/lose')).body).toMatchObject({ hearts: 4 });
    expect((await me.get(`/api/lessons/${lessons[0]}`)).body.attempt.answers).toEqual([
      expect.objectContaining({ questionIndex: 0, correct: false, correctIndex: c0 }),
    ]);
  });

  it('when hearts reach 0, then the next answer is refused with the time of the next heart, never below 0', async () => {
    const me = learner(app);
    const answers = await correctAnswers(lessons[0]);
    await ProgressionModel.create({ _id: me.userId, hearts: 1, heartsUpdatedAt: new Date() });
    await me.post(`/api/lessons/${lessons[0]}/answer`, {
      questionIndex: 0,
      answerIndex: wrongFor(answers[0]),
    });
    const refused = await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 1, answerIndex: 0 });
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
    const answers = await correctAnswers(lessons[0]);
    await ProgressionModel.create({ _id: me.userId, hearts: 1, heartsUpdatedAt: new Date() });
    const results = await Promise.all(
      answers.map((c, questionIndex) =>
        me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex, answerIndex: wrongFor(c) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...answers.slice(1).map(() => 403)]);
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
    const ok = await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, answerIndex: 0 });
    expect(ok.status).toBe(200);
  });

  it('when question or option indexes do not exist, then 400', async () => {
    const me = learner(app);
    expect(
      (await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 99, answerIndex: 0 })).status,
    ).toBe(400);
    expect(
      (await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, answerIndex: 9 })).status,
    ).toBe(400);
    expect((await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 'x' })).body.error).toBe(
      'validation',
    );
  });
});
