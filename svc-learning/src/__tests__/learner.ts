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

/** A signed-in learner against one app: `api.get('/api/…')` etc. with the bearer header set. */
export function learner(app = testApp(), claims: { isDeveloper?: boolean; timeZone?: string } = {}) {
  const userId = new mongoose.Types.ObjectId().toHexString();
  const token = signTestToken(app.keys, {
    userId,
    username: `u${userId.slice(-6)}`,
    isDeveloper: claims.isDeveloper ?? false,
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

/** The stored correct answer indexes of a lesson (tests only: the API never sends them first). */
export async function correctAnswers(lessonId: string): Promise<number[]> {
  const lesson = await LessonModel.findById(lessonId).lean<{
    content: { quiz: Array<{ correct: number }> };
  }>();
  if (!lesson) throw new Error(`no lesson ${lessonId}`);
  return lesson.content.quiz.map((q) => q.correct);
}

/** Answer every question, `wrong` of them wrongly (the first ones). */
export async function answerAll(who: Learner, lessonId: string, wrong = 0): Promise<void> {
  const answers = await correctAnswers(lessonId);
  for (const [i, correct] of answers.entries()) {
    const answerIndex = i < wrong ? (correct === 0 ? 1 : 0) : correct;
    const res = await who.post(`/api/lessons/${lessonId}/answer`, { questionIndex: i, answerIndex });
    if (res.status !== 200) throw new Error(`answer ${i}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Lesson ids of a module in order. */
export async function lessonIdsOf(moduleId: string): Promise<string[]> {
  const rows = await LessonModel.find({ moduleId }, '_id').sort({ order: 1 }).lean<Array<{ _id: string }>>();
  return rows.map((r) => r._id);
}
