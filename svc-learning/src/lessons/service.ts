import type {
  AnswerResponse,
  Attempt,
  LessonHead,
  LessonResponse,
  ModuleLessonsResponse,
  QuizQuestion,
} from '@fff/contracts';
import { AppError, badRequest, notFound } from '@fff/service-kit';
import { loadLearnerView, type LessonAccess } from '../curriculum/access';
import { readLesson } from '../curriculum/lesson-index';
import { currentHearts, requireHeart, takeHeartOrRefuse, type HeartsView } from '../hearts/service';
import { rememberMissedQuestion } from '../review/service';
import { authoredIndexOf, optionId, servedOptions } from './option-order';
import {
  findAttempt,
  findSeededAttempt,
  recordAnswerOnce,
  resetAttempt,
  withdrawAnswer,
  type AttemptRow,
} from './repository';

/** Who is asking. */
export interface Learner {
  userId: string;
  isDeveloper: boolean;
}

/** The fields every view of a lesson shows (the stored kinds were checked when the content was seeded). */
function lessonHead(
  lesson: Omit<LessonHead, 'id' | 'xpType' | 'type'> & { _id: string; xpType: string; type: string },
): LessonHead {
  const { _id, title, description, learningOutcome } = lesson;
  return {
    id: _id,
    title,
    description,
    learningOutcome,
    xpType: lesson.xpType as LessonHead['xpType'],
    type: lesson.type as LessonHead['type'],
  };
}

/** 403 for a locked lesson, naming what opens it: the lesson before it, or the module before its own. */
const lockedError = (access: LessonAccess) =>
  new AppError(
    'locked',
    403,
    access.moduleUnlocked ? 'Complete the previous lesson first.' : 'Complete the previous module first.',
  );

/** The module's lesson path with a status per lesson. */
export async function moduleLessons(learner: Learner, moduleId: string): Promise<ModuleLessonsResponse> {
  const view = await loadLearnerView(learner.userId, learner.isDeveloper);
  const mod = view.levels.flatMap((l) => l.tracks.flatMap((t) => t.modules)).find((m) => m.id === moduleId);
  if (!mod) throw notFound('We could not find that module.');
  const lessons = (view.lessonsByModule.get(moduleId) ?? []).map(({ head, completed, unlocked }) => ({
    ...lessonHead(head),
    order: head.order,
    status: completed ? ('complete' as const) : unlocked ? ('start' as const) : ('locked' as const),
  }));
  const { id, title, description, level, lessonCount, completedLessons, unlocked } = mod;
  return { module: { id, title, description, level, lessonCount, completedLessons, unlocked }, lessons };
}

/** The lesson with its quiz, after checking the learner may open it (404 unknown, 403 locked). */
export async function openLesson(learner: Learner, lessonId: string) {
  const [lesson, view] = await Promise.all([
    readLesson(lessonId),
    loadLearnerView(learner.userId, learner.isDeveloper),
  ]);
  const access = view.lessons.get(lessonId);
  if (!lesson || !access) throw notFound('We could not find that lesson.');
  if (!access.unlocked && !access.completed) throw lockedError(access);
  return { lesson, quiz: (lesson.content.quiz ?? []) as QuizQuestion[], completed: access.completed };
}

/** Recorded answers with their feedback (only for questions already answered), by this attempt's option ids. */
export function attemptView(attempt: AttemptRow & { seed: string }, quiz: QuizQuestion[]): Attempt {
  const { seed } = attempt;
  return {
    completed: attempt.completed,
    answers: attempt.answers
      .filter((a) => quiz[a.questionIndex])
      .map((a) => ({
        questionIndex: a.questionIndex,
        optionId: optionId(seed, a.questionIndex, a.answerIndex),
        correct: a.correct,
        correctOptionId: optionId(seed, a.questionIndex, quiz[a.questionIndex].correct),
        feedback: quiz[a.questionIndex].feedback[a.answerIndex] ?? '',
      })),
  };
}

/** GET /lessons/:id: quiz without answers, options in this attempt's order, plus the attempt so far. */
export async function getLesson(learner: Learner, lessonId: string): Promise<LessonResponse> {
  const { lesson, quiz } = await openLesson(learner, lessonId);
  const attempt = await findSeededAttempt(learner.userId, lessonId);
  return {
    ...lessonHead(lesson),
    moduleId: lesson.moduleId,
    content: {
      ...lesson.content,
      quiz: quiz.map(({ question, options, pictures }, i) => ({
        question,
        options: servedOptions(attempt.seed, i, options, pictures),
      })),
    },
    attempt: attemptView(attempt, quiz),
  };
}

/**
 * Check and record one answer, named by this attempt's option id. A question is answered once per attempt: asking again returns the
 * recorded result and costs nothing. A wrong answer costs a heart; at 0 hearts → 403 no_hearts.
 */
export async function answerQuestion(
  learner: Learner,
  lessonId: string,
  questionIndex: number,
  answerId: string,
  now = new Date(),
): Promise<AnswerResponse> {
  const { quiz } = await openLesson(learner, lessonId);
  const question = quiz[questionIndex];
  if (!question) throw badRequest('That question does not exist in this lesson.');
  const attempt = await findSeededAttempt(learner.userId, lessonId);
  const answerIndex = authoredIndexOf(attempt.seed, questionIndex, question.options.length, answerId);
  if (answerIndex < 0)
    throw badRequest(
      "That answer is not one of this question's options in your current attempt. Reload the lesson.",
    );
  const existing = attempt.answers.find((a) => a.questionIndex === questionIndex);
  const { answer, hearts } = existing
    ? { answer: existing, hearts: await currentHearts(learner.userId, now) }
    : await recordNewAnswer(
        learner.userId,
        lessonId,
        questionIndex,
        answerIndex === question.correct,
        answerIndex,
        now,
      );
  return {
    correct: answer.correct,
    correctOptionId: optionId(attempt.seed, questionIndex, question.correct),
    feedback: question.feedback[answer.answerIndex] ?? '',
    ...hearts,
  };
}

/**
 * Record a first answer and, when wrong, take its heart. The heart is taken by an atomic
 * check-and-set after the answer is recorded; when that finds no heart left (parallel wrong
 * answers raced past the check), the answer is withdrawn again and the request gets 403
 * no_hearts, so hearts can never pay for more wrong answers than they hold.
 */
async function recordNewAnswer(
  userId: string,
  lessonId: string,
  questionIndex: number,
  correct: boolean,
  answerIndex: number,
  now: Date,
): Promise<{ answer: { answerIndex: number; correct: boolean }; hearts: HeartsView }> {
  await requireHeart(userId, now);
  const recorded = await recordAnswerOnce(userId, lessonId, { questionIndex, answerIndex, correct });
  if (!recorded) {
    // A parallel request answered this question first: its answer is the one that counts.
    const first = (await findAttempt(userId, lessonId)).answers.find(
      (a) => a.questionIndex === questionIndex,
    )!;
    return { answer: first, hearts: await currentHearts(userId, now) };
  }
  if (correct) return { answer: { answerIndex, correct }, hearts: await currentHearts(userId, now) };
  const hearts = await takeHeartOrRefuse(userId, now).catch(async (err: unknown) => {
    await withdrawAnswer(userId, lessonId, questionIndex);
    throw err;
  });
  // A missed question comes back in the learner's Review (review/, issue 39).
  await rememberMissedQuestion(userId, { lessonId, questionIndex }, now);
  return { answer: { answerIndex, correct }, hearts };
}

/** Replay a lesson: clear the attempt's answers (the completion and its XP stay). */
export async function restartLesson(learner: Learner, lessonId: string): Promise<Attempt> {
  await openLesson(learner, lessonId);
  await resetAttempt(learner.userId, lessonId);
  return { answers: [], completed: false };
}
