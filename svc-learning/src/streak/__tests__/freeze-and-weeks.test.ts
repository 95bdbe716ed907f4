import { STREAK_WEEK_REWARD, addDays } from '@fff/domain';
import mongoose from 'mongoose';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';
import { frozenDaysBetween } from '../freeze';
import { recordStreakDay } from '../service';

useLearningDatabase();

// Service calls with the learner's calendar day given (the test clock), no app needed.
const learner = () => ({ userId: new mongoose.Types.ObjectId().toHexString() });
const stones = async (userId: string) => (await ProgressionModel.findById(userId).lean())?.spiceStones ?? 0;

describe('Streak Freezes on a missed day (the learner’s calendar)', () => {
  const today = '2026-03-10';

  it('when a day was missed and a freeze is held, then the streak is kept, the freeze used and the day shown frozen', async () => {
    const me = learner();
    await ProgressionModel.create({
      _id: me.userId,
      streak: 5,
      longestStreak: 5,
      lastStreakDate: addDays(today, -2),
      streakFreezes: 1,
    });

    const advance = await recordStreakDay(me.userId, 'a-lesson', today, new Date());

    expect(advance.streak).toBe(6);
    expect((await ProgressionModel.findById(me.userId).lean())?.streakFreezes).toBe(0);
    expect(await frozenDaysBetween(me.userId, addDays(today, -7), today)).toEqual([addDays(today, -1)]);
  });

  it('when a day was missed without a freeze, then the streak restarts at 1', async () => {
    const me = learner();
    await ProgressionModel.create({
      _id: me.userId,
      streak: 5,
      longestStreak: 5,
      lastStreakDate: addDays(today, -2),
    });

    const advance = await recordStreakDay(me.userId, 'a-lesson', today, new Date());

    expect(advance.streak).toBe(1);
  });
});

describe('streak weeks', () => {
  const today = '2026-03-20';

  it('when the streak reaches 7 days, then +5 Spice Stones are paid once, and not on day 8', async () => {
    const me = learner();
    await ProgressionModel.create({
      _id: me.userId,
      streak: 6,
      longestStreak: 6,
      lastStreakDate: addDays(today, -1),
    });

    await recordStreakDay(me.userId, 'a-lesson', today, new Date());
    await recordStreakDay(me.userId, 'b-lesson', today, new Date());
    const week = await stones(me.userId);
    await recordStreakDay(me.userId, 'c-lesson', addDays(today, 1), new Date());

    expect(week).toBe(STREAK_WEEK_REWARD);
    expect(await stones(me.userId)).toBe(STREAK_WEEK_REWARD);
  });
});
