import type { QuizQuestion } from '@fff/contracts';
import mongoose from 'mongoose';
import { LessonModel } from '../curriculum/model';
import type { QuestionRef } from './repository';

/** A lesson's quiz question with where it comes from (the key stays on the server). */
export type ReviewQuestion = QuizQuestion & { lessonId: string; lessonTitle: string; xpType: string };

/** The stored questions behind some cards: `get(ref)` finds one, `quizLength` counts a lesson's. */
export interface QuestionLookup {
  get(ref: QuestionRef): ReviewQuestion | undefined;
  quizLength(lessonId: string): number;
}

/** One read of the lessons named by `refs`. */
export async function questionsOf(refs: readonly QuestionRef[]): Promise<QuestionLookup> {
  const ids = [...new Set(refs.map((r) => r.lessonId))];
  const lessons = ids.length
    ? await LessonModel.find({ _id: mongoose.trusted({ $in: ids }) }, 'title xpType content.quiz').lean<
        Array<{ _id: string; title: string; xpType: string; content?: { quiz?: QuizQuestion[] } }>
      >()
    : [];
  const byId = new Map(lessons.map((l) => [l._id, l]));
  return {
    get({ lessonId, questionIndex }) {
      const lesson = byId.get(lessonId);
      const question = lesson?.content?.quiz?.[questionIndex];
      return lesson && question
        ? { ...question, lessonId, lessonTitle: lesson.title, xpType: lesson.xpType }
        : undefined;
    },
    quizLength: (lessonId) => byId.get(lessonId)?.content?.quiz?.length ?? 0,
  };
}
