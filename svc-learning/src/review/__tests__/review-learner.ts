// Test helpers: a learner who misses a lesson question, and the right or a wrong option of a
// review item (matched to the stored key by its text, as the API never sends the key).
import type { ReviewSession } from '@fff/contracts';
import mongoose from 'mongoose';
import { LessonModel } from '../../curriculum/model';
import { answerQuestion, getLesson, type Learner } from '../../lessons/service';

type StoredQuiz = Array<{ question: string; options: string[]; correct: number }>;

async function storedQuiz(lessonId: string): Promise<StoredQuiz> {
  const lesson = await LessonModel.findById(lessonId).lean<{ content: { quiz: StoredQuiz } }>();
  return lesson!.content.quiz;
}

/** A fresh learner (service calls take it as the token would give it). */
export const newLearner = (): Learner => ({
  userId: new mongoose.Types.ObjectId().toHexString(),
  isDeveloper: false,
});

/** Answer question `questionIndex` of a lesson at `now`, right or wrong, through the lesson service. */
export async function answerInLesson(
  who: Learner,
  lessonId: string,
  questionIndex: number,
  right: boolean,
  now: Date,
) {
  const [quiz, served] = await Promise.all([storedQuiz(lessonId), getLesson(who, lessonId)]);
  const key = quiz[questionIndex].options[quiz[questionIndex].correct];
  const option = served.content.quiz[questionIndex].options.find((o) => (o.text === key) === right)!;
  return answerQuestion(who, lessonId, questionIndex, option.id, now);
}

/** The id of the right (or a wrong) option of a session's item. */
export async function optionOf(session: ReviewSession, itemIndex: number, right: boolean): Promise<string> {
  const item = session.items[itemIndex];
  const stored = (await storedQuiz(item.lessonId)).find((q) => q.question === item.question)!;
  const key = stored.options[stored.correct];
  return item.options.find((o) => (o.text === key) === right)!.id;
}
