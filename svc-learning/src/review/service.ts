import type {
  ReviewAnswerResponse,
  ReviewCompleteResponse,
  ReviewSession,
  ReviewSummary,
} from '@fff/contracts';
import {
  REVIEW_SESSION_MAX,
  REVIEW_SESSION_TTL_HOURS,
  REVIEW_TEXTS,
  REVIEW_XP,
  localDay,
  xpKindOf,
  type LessonXpType,
} from '@fff/domain';
import { badRequest, conflict, notFound } from '@fff/service-kit';
import crypto from 'node:crypto';
import { readProgression } from '../progression/repository';
import { streakNow } from '../progression/service';
import { awardXp } from '../progression/xp';
import { authoredIndexOf, newAttemptSeed, optionId, servedOptions } from '../lessons/option-order';
import { recordStreakDay } from '../streak/service';
import { questionsOf, type ReviewQuestion } from './questions';
import {
  addCardIfAbsent,
  completeSessionOnce,
  countDueCards,
  deleteCards,
  deleteSession,
  dueCards,
  findCard,
  findOpenSession,
  findSession,
  insertSession,
  recordAnswerOnce,
  saveCard,
  type QuestionRef,
  type SessionRow,
} from './repository';
import { graded, newCard } from './scheduler';
import { staleLessons } from './stale-lessons';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A question answered wrong in a lesson (lessons/service.ts calls this once per recorded answer):
 * its card is created or graded Again, so it comes back in the Review.
 */
export async function rememberMissedQuestion(userId: string, ref: QuestionRef, now: Date): Promise<void> {
  await saveCard(userId, ref, graded(await findCard(userId, ref), false, now));
}

/** Lessons not seen for a while become cards due now (one question each, chosen at random once). */
async function addStaleLessonCards(userId: string, now: Date): Promise<void> {
  const lessons = await staleLessons(userId, now);
  const questions = await questionsOf(lessons.map((lessonId) => ({ lessonId, questionIndex: 0 })));
  for (const lessonId of lessons) {
    const count = questions.quizLength(lessonId);
    if (count === 0) continue;
    await addCardIfAbsent(userId, { lessonId, questionIndex: crypto.randomInt(count) }, newCard(now));
  }
}

/** GET /api/review: how many questions are due now. */
export async function reviewSummary(userId: string, now = new Date()): Promise<ReviewSummary> {
  await addStaleLessonCards(userId, now);
  return { due: await countDueCards(userId, now) };
}

/** The session as the player shows it: questions without keys, options in the session's order. */
function sessionView(row: SessionRow, questions: Map<number, ReviewQuestion>): ReviewSession {
  return {
    id: row._id,
    completed: row.completed,
    xpReward: REVIEW_XP,
    items: row.items.map((_ref, i) => {
      const q = questions.get(i)!;
      return {
        lessonId: q.lessonId,
        lessonTitle: q.lessonTitle,
        question: q.question,
        options: servedOptions(row.seed, i, q.options, q.pictures),
      };
    }),
    answers: row.answers
      .filter((a) => questions.has(a.itemIndex))
      .map((a) => {
        const q = questions.get(a.itemIndex)!;
        return {
          questionIndex: a.itemIndex,
          optionId: optionId(row.seed, a.itemIndex, a.answerIndex),
          correct: a.correct,
          correctOptionId: optionId(row.seed, a.itemIndex, q.correct),
          feedback: q.feedback[a.answerIndex] ?? '',
        };
      }),
  };
}

/** The session's questions by item index (questions removed from the content since are left out). */
async function itemsOf(row: SessionRow): Promise<Map<number, ReviewQuestion>> {
  const found = await questionsOf(row.items);
  const byIndex = new Map<number, ReviewQuestion>();
  row.items.forEach((ref, i) => {
    const q = found.get(ref);
    if (q) byIndex.set(i, q);
  });
  return byIndex;
}

/** Up to REVIEW_SESSION_MAX due questions that still exist, most overdue first. */
async function drawItems(userId: string, now: Date): Promise<QuestionRef[]> {
  await addStaleLessonCards(userId, now);
  const cards = await dueCards(userId, now, REVIEW_SESSION_MAX * 2);
  const found = await questionsOf(cards);
  const gone = cards.filter((c) => !found.get(c));
  await deleteCards(userId, gone);
  return cards
    .filter((c) => found.get(c))
    .slice(0, REVIEW_SESSION_MAX)
    .map(({ lessonId, questionIndex }) => ({ lessonId, questionIndex }));
}

/**
 * POST /api/review/sessions: the open session (same order and ids on a reload), else a new one drawn
 * from what is due; 409 when nothing is. Two tabs drawing at once keep the older of the two.
 */
export async function openSession(userId: string, now = new Date()): Promise<ReviewSession> {
  const since = new Date(now.getTime() - REVIEW_SESSION_TTL_HOURS * HOUR_MS);
  const open = await findOpenSession(userId, since);
  if (open) {
    const questions = await itemsOf(open);
    if (questions.size === open.items.length) return sessionView(open, questions);
    // A question of it left the content since: the session cannot be served, a fresh one is drawn.
    await deleteSession(userId, open._id);
  }
  const items = await drawItems(userId, now);
  if (items.length === 0) throw conflict(REVIEW_TEXTS.nothingDueError, 'nothing_due');
  const drawn: SessionRow = {
    _id: crypto.randomBytes(12).toString('hex'),
    userId,
    seed: newAttemptSeed(),
    items,
    answers: [],
    completed: false,
    createdAt: now,
  };
  await insertSession(drawn);
  const kept = (await findOpenSession(userId, since)) ?? drawn;
  if (kept._id !== drawn._id) await deleteSession(userId, drawn._id);
  return sessionView(kept, await itemsOf(kept));
}

async function requireSession(userId: string, id: string): Promise<SessionRow> {
  const row = await findSession(userId, id);
  if (!row) throw notFound(REVIEW_TEXTS.notFoundError);
  return row;
}

/**
 * POST /api/review/sessions/:id/answer: checked by this session's option id, recorded once per item
 * (a repeat returns the recorded verdict and schedules nothing). Right reschedules the card later
 * (Good), wrong sooner (Again). No heart is spent.
 */
export async function answerItem(
  userId: string,
  id: string,
  itemIndex: number,
  answerId: string,
  now = new Date(),
): Promise<ReviewAnswerResponse> {
  const row = await requireSession(userId, id);
  const ref = row.items[itemIndex];
  const question = ref && (await questionsOf([ref])).get(ref);
  if (!question) throw badRequest(REVIEW_TEXTS.questionGone);
  const answerIndex = authoredIndexOf(row.seed, itemIndex, question.options.length, answerId);
  if (answerIndex < 0) throw badRequest(REVIEW_TEXTS.optionNotInSession);
  const correct = answerIndex === question.correct;
  let verdict = row.answers.find((a) => a.itemIndex === itemIndex);
  if (!verdict) {
    if (row.completed) throw conflict(REVIEW_TEXTS.notFoundError);
    if (await recordAnswerOnce(userId, id, { itemIndex, answerIndex, correct })) {
      verdict = { itemIndex, answerIndex, correct };
      await saveCard(userId, ref, graded(await findCard(userId, ref), correct, now));
    } else {
      // A parallel request answered this item first: its answer is the one that counts.
      verdict = (await requireSession(userId, id)).answers.find((a) => a.itemIndex === itemIndex)!;
    }
  }
  const card = await findCard(userId, ref);
  return {
    correct: verdict.correct,
    correctOptionId: optionId(row.seed, itemIndex, question.correct),
    feedback: question.feedback[verdict.answerIndex] ?? '',
    nextReviewAt: (card?.due ?? now).toISOString(),
  };
}

/**
 * POST /api/review/sessions/:id/complete: every item answered, then REVIEW_XP once per session
 * (operation `review:<id>`, so a retry or a second tab pays nothing more) and a streak day.
 */
export async function completeSession(
  userId: string,
  id: string,
  timeZone: string,
  now = new Date(),
): Promise<ReviewCompleteResponse> {
  const row = await requireSession(userId, id);
  const answered = new Set(row.answers.map((a) => a.itemIndex));
  if (row.items.some((_ref, i) => !answered.has(i))) throw badRequest(REVIEW_TEXTS.unansweredError);
  const first = (await questionsOf(row.items.slice(0, 1))).get(row.items[0]);
  const kind = xpKindOf((first?.xpType ?? 'prep') as LessonXpType);
  const firstTime = await completeSessionOnce(userId, id);
  const award = await awardXp(userId, `review:${id}`, kind, REVIEW_XP, now);
  // The streak service records a day by lesson: the review is practice of its first question's lesson.
  const streak = firstTime
    ? (await recordStreakDay(userId, row.items[0].lessonId, localDay(now, timeZone), now)).streak
    : streakNow(await readProgression(userId), now, timeZone);
  return {
    correctAnswers: row.answers.filter((a) => a.correct).length,
    totalQuestions: row.items.length,
    xpEarned: award.xpAwarded,
    streak,
    due: await countDueCards(userId, now),
  };
}
