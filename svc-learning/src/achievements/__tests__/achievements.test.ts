import { achievementsResponseSchema } from '@fff/contracts';
import { ACHIEVEMENTS, SPICE_STONES_PER_LEVEL_UP, XP_PER_SPICE_STONE, totalXpForLevel } from '@fff/domain';
import { learner } from '../../__tests__/learner';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { ActivityModel } from '../../activities/model';
import { CompletionModel } from '../../completion/model';
import { ProgressionModel } from '../../progression/model';
import { awardXp } from '../../progression/xp';
import { checkAchievements } from '../service';

useLearningDatabase();
const app = testApp();

const reward = (id: string) => ACHIEVEMENTS.find((a) => a.id === id)!.reward;
const stones = async (userId: string) => (await ProgressionModel.findById(userId).lean())?.spiceStones ?? 0;
const completeOne = (userId: string, score = 80) =>
  CompletionModel.create({
    userId,
    lessonId: 'some-lesson',
    score,
    xpEarned: 15,
    xpType: 'prep',
    paid: true,
  });

describe('achievements', () => {
  it('when the first lesson is completed, then First Bite unlocks once, pays once and is written to Recent Activity once', async () => {
    const me = learner(app);
    await completeOne(me.userId);

    const ids = async () => (await checkAchievements(me.userId)).map((a) => a.id);
    const [first, second] = [await ids(), await ids()];
    await Promise.all([checkAchievements(me.userId), checkAchievements(me.userId)]);

    expect(first).toEqual(['first-lesson']);
    expect(second).toEqual([]);
    expect(await stones(me.userId)).toBe(reward('first-lesson'));
    const lines = await ActivityModel.find({ userId: me.userId, type: 'achievement_unlocked' }).lean();
    expect(lines.map((l) => l.description)).toEqual(['Unlocked First Bite: Complete your first lesson.']);
  });

  it('when the Awards list is read, then unlocked ones carry their time and the rest stay locked until announced', async () => {
    const me = learner(app);
    await completeOne(me.userId);

    const list = achievementsResponseSchema.parse((await me.get('/api/achievements')).body).achievements;
    const announced = await me.post('/api/achievements/announced', { ids: ['first-lesson'] });

    expect(list.map((a) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(list.filter((a) => a.unlocked).map((a) => [a.id, a.announced])).toEqual([['first-lesson', false]]);
    expect(list.find((a) => a.id === 'streak-7')).toMatchObject({ unlocked: false, unlockedAt: null });
    expect(announced.body.achievements[0]).toMatchObject({ id: 'first-lesson', announced: true });
    expect((await me.post('/api/achievements/announced', { ids: ['$where'] })).status).toBe(400);
  });

  it('when the learner reaches level 5, then Apprentice pays its reward beside the level-up stones', async () => {
    const me = learner(app);
    const xp = totalXpForLevel(5);

    await awardXp(me.userId, 'big', 'flavor', xp);
    const unlocked = await checkAchievements(me.userId);

    expect(unlocked.map((a) => a.id)).toEqual(['level-5']);
    expect(await stones(me.userId)).toBe(
      Math.floor(xp / XP_PER_SPICE_STONE) + 4 * SPICE_STONES_PER_LEVEL_UP + reward('level-5'),
    );
  });
});
