import { internalHeaders } from '@fff/service-kit/testing';
import { achievementsResponseSchema, completeLessonResponseSchema } from '@fff/contracts';
import { ACHIEVEMENTS, RESET_CATEGORY_INFO } from '@fff/domain';
import request from 'supertest';
import { answerAll, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';
import { FrozenDayModel } from '../../streak/frozen-day-model';

const { app, lessons } = useLearningTestApp();
const FIRST_LESSON = ACHIEVEMENTS[0];

const stones = async (userId: string) => (await ProgressionModel.findById(userId).lean())?.spiceStones ?? 0;

describe('after Reset Progress, what the screens announce is what the wallet pays', () => {
  it('when progress and achievements are reset and the first lesson is passed again, then nothing is paid twice and the answer announces only what was paid', async () => {
    const me = learner(app);
    await answerAll(me, lessons[0]);
    const first = completeLessonResponseSchema.parse(
      (await me.post(`/api/lessons/${lessons[0]}/complete`)).body,
    );
    expect(first.spiceStonesEarned + (first.bonusSpiceStones ?? 0)).toBeGreaterThan(0);
    await FrozenDayModel.create({ userId: me.userId, date: '2026-01-01' });
    const balance = await stones(me.userId);

    await request(app.app)
      .post('/internal/account-data/reset')
      .set(internalHeaders('identity'))
      .send({
        userId: me.userId,
        operationId: `reset-${me.userId}`,
        categories: ['progress', 'achievements'],
      })
      .expect(200);
    const locked = achievementsResponseSchema.parse((await me.get('/api/achievements')).body);
    // GET /api/achievements unlocks what is reached: nothing is, until a lesson is passed again.
    expect(locked.achievements.find((a) => a.id === FIRST_LESSON.id)?.unlocked).toBe(false);
    expect(await FrozenDayModel.countDocuments({ userId: me.userId })).toBe(0);

    await answerAll(me, lessons[0]);
    const again = completeLessonResponseSchema.parse(
      (await me.post(`/api/lessons/${lessons[0]}/complete`)).body,
    );
    const awards = achievementsResponseSchema.parse((await me.get('/api/achievements')).body);

    expect(again.xpEarned).toBe(first.xpEarned);
    // The lesson's stones and First Bite were paid before the reset; a daily quest the second pass
    // finished today is new and paid: the answer announces exactly what the balance gained.
    expect([again.spiceStonesEarned, again.levelUpSpiceStones]).toEqual([0, 0]);
    expect(await stones(me.userId)).toBe(balance + (again.bonusSpiceStones ?? 0));
    expect(awards.achievements.find((a) => a.id === FIRST_LESSON.id)).toMatchObject({
      unlocked: true,
      stonesPaid: 0,
    });
  });

  it('when the Reset dialog describes the categories, then it says an award or lesson never pays twice and bought goods stay', () => {
    expect(RESET_CATEGORY_INFO.achievements.description).toMatch(/pays no Spice Stones twice/);
    expect(RESET_CATEGORY_INFO.progress.description).toMatch(/not paid twice/);
    expect(RESET_CATEGORY_INFO.currency.description).toMatch(
      /Streak Freezes, Kitchen Themes and Mascot Outfits/,
    );
  });
});
