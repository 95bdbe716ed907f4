import { reviewSessionSchema } from '@fff/contracts';
import { REVIEW_STALE_LESSON_DAYS, REVIEW_TEXTS, REVIEW_XP } from '@fff/domain';
import { correctAnswers, lessonIdsOf, seedRealContent } from '../../__tests__/learner';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { completeLesson } from '../../completion/service';
import { currentHearts } from '../../hearts/service';
import { readProgression } from '../../progression/repository';
import { resetCategories } from '../../account-data/reset';
import { deleteLearner } from '../../users/service';
import { ReviewCardModel, ReviewSessionModel } from '../model';
import { answerItem, completeSession, openSession, reviewSummary } from '../service';
import { answerInLesson, newLearner, optionOf } from './review-learner';

useLearningDatabase();
const lessons: string[] = [];
beforeAll(async () => {
  await seedRealContent();
  lessons.push(...(await lessonIdsOf('kitchen-safety-basics')));
});

// The test clock: every service call is given its `now`.
const DAY = 24 * 60 * 60 * 1000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);
const T0 = new Date('2026-03-02T09:00:00Z');
const UTC = 'UTC';

/** A learner who missed question 0 of the first lesson at T0, and their review the next day. */
async function missedYesterday() {
  const me = newLearner();
  const miss = await answerInLesson(me, lessons[0], 0, false, T0);
  expect(miss.correct).toBe(false);
  const session = reviewSessionSchema.parse(await openSession(me.userId, at(T0, 1)));
  return { me, session };
}

describe('review scheduling', () => {
  it('when a lesson question is answered wrong, then it is due for review the next day and not before', async () => {
    const me = newLearner();
    await answerInLesson(me, lessons[0], 0, false, T0);
    await answerInLesson(me, lessons[0], 1, true, T0);

    expect((await reviewSummary(me.userId, at(T0, 0.5))).due).toBe(0);
    expect((await reviewSummary(me.userId, at(T0, 1))).due).toBe(1);
    const session = await openSession(me.userId, at(T0, 1));
    expect(session.items).toHaveLength(1);
    expect(session.items[0].lessonId).toBe(lessons[0]);
  });

  it('when the same card is answered right, then it comes back later than when answered wrong, and the due count drops', async () => {
    const right = await missedYesterday();
    const wrong = await missedYesterday();
    const now = at(T0, 1);

    const good = await answerItem(
      right.me.userId,
      right.session.id,
      0,
      await optionOf(right.session, 0, true),
      now,
    );
    const again = await answerItem(
      wrong.me.userId,
      wrong.session.id,
      0,
      await optionOf(wrong.session, 0, false),
      now,
    );

    expect(good.correct).toBe(true);
    expect(again.correct).toBe(false);
    expect(Date.parse(again.nextReviewAt)).toBeGreaterThan(now.getTime());
    expect(Date.parse(good.nextReviewAt)).toBeGreaterThan(Date.parse(again.nextReviewAt));
    expect((await reviewSummary(right.me.userId, now)).due).toBe(0);
    expect((await reviewSummary(right.me.userId, new Date(good.nextReviewAt))).due).toBe(1);
  });

  it('when a review question is answered wrong, then no heart is spent', async () => {
    const { me, session } = await missedYesterday();
    const now = at(T0, 1);
    const before = await currentHearts(me.userId, now);
    await answerItem(me.userId, session.id, 0, await optionOf(session, 0, false), now);
    expect(await currentHearts(me.userId, now)).toEqual(before);
  });

  it('when an item is answered twice, then the first answer counts and the card is scheduled once', async () => {
    const { me, session } = await missedYesterday();
    const now = at(T0, 1);
    const first = await answerItem(me.userId, session.id, 0, await optionOf(session, 0, true), now);
    const card = await ReviewCardModel.findOne({ userId: me.userId }).lean();
    const again = await answerItem(me.userId, session.id, 0, await optionOf(session, 0, false), at(now, 1));
    expect(again).toEqual(first);
    expect((await ReviewCardModel.findOne({ userId: me.userId }).lean())?.reps).toBe(card?.reps);
  });

  it('when nothing is due, then a session is refused with the stated text', async () => {
    await expect(openSession(newLearner().userId, T0)).rejects.toMatchObject({
      status: 409,
      message: REVIEW_TEXTS.nothingDueError,
    });
  });
});

describe('review sessions', () => {
  it('when the session is opened again, then it is the same session with the same order and option ids', async () => {
    const { me, session } = await missedYesterday();
    expect(await openSession(me.userId, at(T0, 1.1))).toEqual(session);
  });

  it('when a question of the open session left the content, then a fresh session is drawn', async () => {
    const { me, session } = await missedYesterday();
    await ReviewSessionModel.updateOne(
      { _id: session.id },
      { $set: { 'items.0.lessonId': 'removed-lesson' } },
    );
    const fresh = reviewSessionSchema.parse(await openSession(me.userId, at(T0, 1)));
    expect(fresh.id).not.toBe(session.id);
    expect(fresh.items.map((i) => i.question)).toEqual(session.items.map((i) => i.question));
  });

  it('when an option id is not one of the session, then the answer is refused and nothing is recorded', async () => {
    const { me, session } = await missedYesterday();
    await expect(answerItem(me.userId, session.id, 0, 'abcdef012345', at(T0, 1))).rejects.toMatchObject({
      status: 400,
      message: REVIEW_TEXTS.optionNotInSession,
    });
    expect((await ReviewSessionModel.findById(session.id).lean())?.answers).toEqual([]);
  });

  it('when another learner names the session, then it is not found', async () => {
    const { session } = await missedYesterday();
    await expect(completeSession(newLearner().userId, session.id, UTC, at(T0, 1))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('when finished before every question is answered, then 400 and nothing is paid', async () => {
    const { me, session } = await missedYesterday();
    await expect(completeSession(me.userId, session.id, UTC, at(T0, 1))).rejects.toMatchObject({
      status: 400,
      message: REVIEW_TEXTS.unansweredError,
    });
    expect((await readProgression(me.userId)).xp).toBe(0);
  });

  it('when a finished review is completed twice, then its XP is paid once and the day counts for the streak', async () => {
    const { me, session } = await missedYesterday();
    const now = at(T0, 1);
    await answerItem(me.userId, session.id, 0, await optionOf(session, 0, true), now);
    expect((await readProgression(me.userId)).streak).toBe(0);

    const first = await completeSession(me.userId, session.id, UTC, now);
    const retry = await completeSession(me.userId, session.id, UTC, now);

    expect(first).toMatchObject({
      xpEarned: REVIEW_XP,
      correctAnswers: 1,
      totalQuestions: 1,
      streak: 1,
      due: 0,
    });
    expect(retry).toMatchObject({ xpEarned: 0, streak: 1 });
    const progression = await readProgression(me.userId);
    expect(progression.xp).toBe(REVIEW_XP);
    expect(progression.lastStreakDate).toBe('2026-03-03');
  });
});

describe('lessons not seen for a while', () => {
  it(`when a completed lesson was last seen ${REVIEW_STALE_LESSON_DAYS} days ago, then one of its questions is due once`, async () => {
    const me = newLearner();
    const done = new Date();
    const quiz = await correctAnswers(lessons[0]);
    for (const i of quiz.keys()) await answerInLesson(me, lessons[0], i, true, done);
    expect((await completeLesson(me, lessons[0], UTC, done)).passed).toBe(true);

    expect((await reviewSummary(me.userId, at(done, REVIEW_STALE_LESSON_DAYS - 1))).due).toBe(0);
    const later = at(done, REVIEW_STALE_LESSON_DAYS + 1);
    expect((await reviewSummary(me.userId, later)).due).toBe(1);
    expect((await reviewSummary(me.userId, later)).due).toBe(1);
    const session = await openSession(me.userId, later);
    expect(session.items.map((i) => i.lessonId)).toEqual([lessons[0]]);
  });
});

describe('review data', () => {
  it.each([
    ['the learner is erased', (userId: string) => deleteLearner(userId)],
    ['progress is reset', (userId: string) => resetCategories(userId, `reset-${userId}`, ['progress'])],
  ])('when %s, then their review cards and sessions are gone', async (_case, wipe) => {
    const { me } = await missedYesterday();
    await wipe(me.userId);
    expect(await ReviewCardModel.countDocuments({ userId: me.userId })).toBe(0);
    expect(await ReviewSessionModel.countDocuments({ userId: me.userId })).toBe(0);
  });
});
