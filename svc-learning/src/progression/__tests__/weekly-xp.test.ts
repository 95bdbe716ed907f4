import { internalHeaders } from '@fff/service-kit/testing';
import { weeklyXpResponseSchema } from '@fff/contracts';
import { leagueWeekKey, previousWeekKey } from '@fff/domain';
import mongoose from 'mongoose';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { awardXp } from '../xp';

useLearningDatabase();

const newUserId = () => new mongoose.Types.ObjectId().toHexString();
const weekly = (userIds: string[], week: string) =>
  request(testApp().app)
    .post('/internal/progression/weekly')
    .set(internalHeaders('social'))
    .send({ userIds, week });

describe('POST /internal/progression/weekly', () => {
  it('when XP is paid in two weeks, then each week counts its own XP by kind and a retried award counts once', async () => {
    const userId = newUserId();
    const stranger = newUserId();
    const now = new Date();
    const lastWeekDay = new Date(now.getTime() - 7 * 86_400_000);
    await awardXp(userId, 'old', 'prep', 40, lastWeekDay);
    await awardXp(userId, 'a', 'science', 15, now);
    await awardXp(userId, 'a', 'science', 15, now); // a retry of the same operation
    await awardXp(userId, 'b', 'flavor', 10, now);

    const res = await weekly([userId, stranger, userId], leagueWeekKey(now));

    expect(res.status).toBe(200);
    expect(weeklyXpResponseSchema.parse(res.body).items).toEqual([
      {
        userId,
        week: leagueWeekKey(now),
        xp: 65,
        prepXp: 40,
        flavorXp: 10,
        scienceXp: 15,
        weekly: { prepXp: 0, flavorXp: 10, scienceXp: 15 },
      },
      {
        userId: stranger,
        week: leagueWeekKey(now),
        xp: 0,
        prepXp: 0,
        flavorXp: 0,
        scienceXp: 0,
        weekly: { prepXp: 0, flavorXp: 0, scienceXp: 0 },
      },
    ]);
    const last = await weekly([userId], previousWeekKey(leagueWeekKey(now)));
    expect(last.body.items[0].weekly).toEqual({ prepXp: 40, flavorXp: 0, scienceXp: 0 });
  });

  it('when the week is not a date, then 400', async () => {
    expect((await weekly([newUserId()], 'last-week')).status).toBe(400);
  });
});
