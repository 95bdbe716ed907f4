import { internalHeaders } from '@fff/service-kit/testing';
import { weeklyThemeResponseSchema, weeklyXpResponseSchema } from '@fff/contracts';
import { herbBadgesText, LESSON_XP_HIGH, leagueWeekKey, weeklyThemeAt } from '@fff/domain';
import mongoose from 'mongoose';
import request from 'supertest';
import { completeLesson } from '../../completion/service';
import { LessonModel } from '../../curriculum/model';
import { answerAll, learner, lessonIdsOf, type Learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { weeklyThemeView } from '../service';

// The test clock: one week of each theme (the rotation starts on 2025-01-05 with Fiber Frenzy).
const FIBER = new Date('2026-12-08T12:00:00Z');
const EGGS = new Date('2026-12-15T12:00:00Z');
const HERBS = new Date('2026-12-22T12:00:00Z');
const PLATING = new Date('2027-01-05T12:00:00Z');

const { app } = useLearningTestApp();
const developer = () => learner(app, { isDeveloper: true });

/** Answer every question (`wrong` wrongly), then complete on the test clock. */
async function pass(who: Learner, lessonId: string, now: Date, wrong = 0) {
  await answerAll(who, lessonId, wrong);
  return completeLesson({ userId: who.userId, isDeveloper: true }, lessonId, 'UTC', now);
}

const weeklyXp = async (userId: string, now: Date) =>
  weeklyXpResponseSchema.parse(
    (
      await request(app.app)
        .post('/internal/progression/weekly')
        .set(internalHeaders('social'))
        .send({ userIds: [userId], week: leagueWeekKey(now) })
    ).body,
  ).items[0].weekly;

describe('weekly themes pay what the banner says', () => {
  it('when the test clock is in each week, then the rotation gives the theme under test', () => {
    expect([FIBER, EGGS, HERBS, PLATING].map((d) => weeklyThemeAt(d).id)).toEqual([
      'fiber-frenzy',
      'eggs-travaganza',
      'herb-wars',
      'perfect-plating',
    ]);
  });

  it('when a Science lesson is passed in Fiber Frenzy week, then its XP is paid double once and the league week counts it', async () => {
    const [lessonId] = await lessonIdsOf('nutrition-basics');
    await LessonModel.updateOne({ _id: lessonId }, { $set: { xpType: 'science' } });
    const me = developer();

    const first = await pass(me, lessonId, FIBER);
    const retry = await completeLesson({ userId: me.userId, isDeveloper: true }, lessonId, 'UTC', FIBER);

    expect(first).toMatchObject({
      xpEarned: 2 * LESSON_XP_HIGH,
      themeBonus: { name: 'Fiber Frenzy Week', factor: 2 },
    });
    expect(retry).toMatchObject({ xpEarned: 0, themeBonus: null });
    expect(await weeklyXp(me.userId, FIBER)).toEqual({
      prepXp: 0,
      flavorXp: 0,
      scienceXp: 2 * LESSON_XP_HIGH,
    });
  });

  it('when a lesson tagged eggs and one without are passed in Eggs-travaganza week, then only the egg lesson pays double', async () => {
    const [eggLesson, plainLesson] = await lessonIdsOf('mise-en-place');
    await LessonModel.updateOne({ _id: eggLesson }, { $set: { tags: ['eggs'] } });
    const me = developer();

    expect((await pass(me, eggLesson, EGGS)).xpEarned).toBe(2 * LESSON_XP_HIGH);
    expect((await pass(me, plainLesson, EGGS)).xpEarned).toBe(LESSON_XP_HIGH);
    expect(await weeklyXp(me.userId, EGGS)).toEqual({
      prepXp: 3 * LESSON_XP_HIGH,
      flavorXp: 0,
      scienceXp: 0,
    });
  });

  it('when a lesson with a picture question is passed in Perfect Plating week, then it pays triple', async () => {
    const withPicture = 'basic-knife-cuts-3';
    const stored = await LessonModel.findById(withPicture).lean<{
      content: { quiz: Array<{ pictures?: string[] }> };
    }>();
    expect(stored?.content.quiz.some((q) => q.pictures?.length)).toBe(true);

    expect((await pass(developer(), withPicture, PLATING)).xpEarned).toBe(3 * LESSON_XP_HIGH);
  });

  it('when a herb lesson is passed in Herb Wars week, then XP is plain and the badges are one plus the right answers, once per lesson', async () => {
    // herbs-and-spices.json carries "tags": ["herbs"] at module level; its lessons inherit it.
    const [herbLesson] = await lessonIdsOf('herbs-and-spices');
    const me = developer();

    const outcome = await pass(me, herbLesson, HERBS, 1);
    await me.post(`/api/lessons/${herbLesson}/restart`);
    await pass(me, herbLesson, HERBS);
    const view = weeklyThemeResponseSchema.parse(await weeklyThemeView(me.userId, HERBS));

    expect(outcome.themeBonus).toBeNull();
    expect(view.theme.counts).toBe('herbs');
    expect(view.herbBadges).toBe(1 + outcome.correctAnswers);
    expect(herbBadgesText(view.herbBadges)).toContain(String(view.herbBadges));
  });

  it('when no lesson has a picture question, then Perfect Plating week gives the four-theme rotation instead', async () => {
    const withPictures = await LessonModel.find({
      'content.quiz.pictures.0': mongoose.trusted({ $exists: true }),
    }).lean();
    await LessonModel.deleteMany({ _id: mongoose.trusted({ $in: withPictures.map((l) => l._id) }) });
    // The answer about pictures is kept a minute; a clock past that asks again.
    const later = new Date(PLATING.getTime() + 120_000);

    const view = await weeklyThemeView(new mongoose.Types.ObjectId().toHexString(), later);

    expect(view.theme.id).not.toBe('perfect-plating');
  });
});
