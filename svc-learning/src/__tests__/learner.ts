import path from 'node:path';
import { signTestToken } from '@fff/service-kit/testing';
import mongoose from 'mongoose';
import request from 'supertest';
import { LessonModel } from '../curriculum/model';
import { seedCurriculum } from '../curriculum/seed';
import { testApp } from './test-app';

/** The real content folder shipped with the service. */
export const REAL_CONTENT_DIR = path.resolve(__dirname, '..', '..', 'content');

/** Seed the real curriculum (idempotent). */
export const seedRealContent = () => seedCurriculum(REAL_CONTENT_DIR);

/**
 * A signed-in learner against one app: `api.get('/api/…')` etc. with the bearer header set.
 * `timeZone` is sent as x-time-zone; `accountZone` is the account's, carried in the token.
 */
export function learner(
  app = testApp(),
  claims: { isDeveloper?: boolean; timeZone?: string; accountZone?: string } = {},
) {
  const userId = new mongoose.Types.ObjectId().toHexString();
  const token = signTestToken(app.keys, {
    userId,
    username: `u${userId.slice(-6)}`,
    isDeveloper: claims.isDeveloper ?? false,
    timeZone: claims.accountZone,
  });
  const withAuth = (req: request.Test) => {
    req.set('authorization', `Bearer ${token}`);
    if (claims.timeZone) req.set('x-time-zone', claims.timeZone);
    return req;
  };
  return {
    userId,
    app: app.app,
    get: (url: string) => withAuth(request(app.app).get(url)),
    post: (url: string, body: object = {}) => withAuth(request(app.app).post(url).send(body)),
  };
}

export type Learner = ReturnType<typeof learner>;

/** The stored quiz of a lesson (tests only: the API never sends the key first). */
async function storedQuiz(lessonId: string) {
  const lesson = await LessonModel.findById(lessonId).lean<{
    content: { quiz: Array<{ correct: number; options: string[] }> };
  }>();
  if (!lesson) throw new Error(`no lesson ${lessonId}`);
  return lesson.content.quiz;
}

/** The stored correct answer indexes of a lesson, in authored order. */
export async function correctAnswers(lessonId: string): Promise<number[]> {
  return (await storedQuiz(lessonId)).map((q) => q.correct);
}

/** Per question, this learner's option ids of the current attempt: the right one and a wrong one. */
export async function optionIdsOf(
  who: Learner,
  lessonId: string,
): Promise<Array<{ right: string; wrong: string }>> {
  const [quiz, served] = await Promise.all([storedQuiz(lessonId), who.get(`/api/lessons/${lessonId}`)]);
  if (served.status !== 200) throw new Error(`lesson ${lessonId}: ${served.status}`);
  const options = (
    served.body as { content: { quiz: Array<{ options: Array<{ id: string; text: string }> }> } }
  ).content.quiz;
  // The served options are matched to the authored key by their text (options are unique per question).
  return quiz.map((q, i) => {
    const keyText = q.options[q.correct];
    return {
      right: options[i].options.find((o) => o.text === keyText)!.id,
      wrong: options[i].options.find((o) => o.text !== keyText)!.id,
    };
  });
}

/** Answer every question by option id, `wrong` of them wrongly (the first ones). */
export async function answerAll(who: Learner, lessonId: string, wrong = 0): Promise<void> {
  const ids = await optionIdsOf(who, lessonId);
  for (const [i, { right, wrong: miss }] of ids.entries()) {
    const optionId = i < wrong ? miss : right;
    const res = await who.post(`/api/lessons/${lessonId}/answer`, { questionIndex: i, optionId });
    if (res.status !== 200) throw new Error(`answer ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Lesson ids of a module in order. */
export async function lessonIdsOf(moduleId: string): Promise<string[]> {
  const rows = await LessonModel.find({ moduleId }, '_id').sort({ order: 1 }).lean<Array<{ _id: string }>>();
  return rows.map((r) => r._id);
}
