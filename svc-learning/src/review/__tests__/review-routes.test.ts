import { ANSWER_BY_POSITION_MESSAGE, reviewSessionSchema, type ReviewSession } from '@fff/contracts';
import { REVIEW_XP } from '@fff/domain';
import request from 'supertest';
import { learner, optionIdsOf, type Learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { LessonModel } from '../../curriculum/model';

const { app, lessons } = useLearningTestApp();

/** The option of a session item whose text is (or is not) the stored key. */
async function reviewOption(session: ReviewSession, right: boolean): Promise<string> {
  const item = session.items[0];
  const lesson = await LessonModel.findById(item.lessonId).lean<{
    content: { quiz: Array<{ question: string; options: string[]; correct: number }> };
  }>();
  const q = lesson!.content.quiz.find((x) => x.question === item.question)!;
  return item.options.find((o) => (o.text === q.options[q.correct]) === right)!.id;
}

/** A learner who missed the first lesson's first question, a day later (the test clock page). */
async function missedThenADayLater(): Promise<Learner> {
  const me = learner(app);
  const [{ wrong }] = await optionIdsOf(me, lessons[0]);
  await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: 0, optionId: wrong }).expect(200);
  expect((await me.get('/api/review')).body).toEqual({ due: 0 });
  expect((await me.post('/api/test/review/advance', { days: 1 })).body).toEqual({ moved: 1 });
  return me;
}

describe('review routes', () => {
  it('when a missed question is reviewed right a day later, then the review pays its XP and nothing is due', async () => {
    const me = await missedThenADayLater();
    expect((await me.get('/api/review')).body).toEqual({ due: 1 });
    const session = reviewSessionSchema.parse((await me.post('/api/review/sessions')).body);
    const answer = await me.post(`/api/review/sessions/${session.id}/answer`, {
      questionIndex: 0,
      optionId: await reviewOption(session, true),
    });
    expect(answer.body.correct).toBe(true);
    const done = await me.post(`/api/review/sessions/${session.id}/complete`);
    expect(done.body).toMatchObject({ xpEarned: REVIEW_XP, due: 0 });
  });

  it('when a review answer names a position, then 400 says answers go by option id', async () => {
    const me = await missedThenADayLater();
    const session = (await me.post('/api/review/sessions')).body as ReviewSession;
    const res = await me.post(`/api/review/sessions/${session.id}/answer`, {
      questionIndex: 0,
      answerIndex: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(ANSWER_BY_POSITION_MESSAGE);
  });

  it('when the session id is not one the server draws, then 400', async () => {
    const me = learner(app);
    expect((await me.post('/api/review/sessions/not-an-id/complete')).status).toBe(400);
  });

  it('when nobody is signed in, then the review is refused', async () => {
    expect((await request(app.app).get('/api/review')).status).toBe(401);
  });

  it('when every question of a lesson is answered right, then nothing comes to review', async () => {
    const me = learner(app);
    const ids = await optionIdsOf(me, lessons[0]);
    for (const [i, { right }] of ids.entries())
      await me.post(`/api/lessons/${lessons[0]}/answer`, { questionIndex: i, optionId: right }).expect(200);
    expect((await me.post('/api/test/review/advance', { days: 30 })).body).toEqual({ moved: 0 });
    expect((await me.get('/api/review')).body).toEqual({ due: 0 });
  });
});
