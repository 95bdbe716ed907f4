import { internalHeaders } from '@fff/service-kit/testing';
import { streakActivitiesResponseSchema, streakCalendarResponseSchema } from '@fff/contracts';
import { addDays, localDay } from '@fff/domain';
import request from 'supertest';
import { answerAll, learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';

const { app, lessons } = useLearningTestApp();
const ZONE = 'Pacific/Kiritimati'; // UTC+14: its calendar day often differs from UTC's

describe('streak on the learner’s local day', () => {
  it('when a lesson is completed, then the local today has a streak activity and the streak continues from yesterday', async () => {
    const me = learner(app, { timeZone: ZONE });
    const today = localDay(new Date(), ZONE);
    await ProgressionModel.create({
      _id: me.userId,
      streak: 6,
      longestStreak: 6,
      lastStreakDate: addDays(today, -1),
    });
    await answerAll(me, lessons[0]);
    const done = await me.post(`/api/lessons/${lessons[0]}/complete`);
    expect(done.body.streak).toBe(7);
    expect(done.body.streakMilestone).toBe(7);

    const list = streakActivitiesResponseSchema.parse((await me.get('/api/streak/activities')).body);
    expect(list).toEqual([
      expect.objectContaining({ date: today, lessonId: lessons[0], type: 'lesson_completed' }),
    ]);
    expect((await me.get(`/api/streak/activities?date=${addDays(today, -1)}`)).body).toEqual([]);
    const calendar = streakCalendarResponseSchema.parse(
      (await me.get(`/api/streak/calendar?from=${addDays(today, -29)}&to=${today}`)).body,
    );
    expect(calendar).toEqual({ today, streak: 7, longestStreak: 7, dates: [today], frozen: [] });
    const activities = (await me.get('/api/activities/recent?limit=10')).body as Array<{ type: string }>;
    expect(activities.map((a) => a.type)).toContain('streak_milestone');
  });

  it("when the account's zone is in the token, then a different x-time-zone header does not move the streak day", async () => {
    // UTC-12 and UTC+14: their calendar days are always different.
    const me = learner(app, { accountZone: ZONE, timeZone: 'Etc/GMT+12' });
    const today = localDay(new Date(), ZONE);
    await answerAll(me, lessons[0]);
    await me.post(`/api/lessons/${lessons[0]}/complete`).expect(200);
    const list = streakActivitiesResponseSchema.parse((await me.get('/api/streak/activities')).body);
    expect(list).toEqual([expect.objectContaining({ date: today, lessonId: lessons[0] })]);
    const calendar = streakCalendarResponseSchema.parse(
      (await me.get(`/api/streak/calendar?from=${addDays(today, -1)}&to=${today}`)).body,
    );
    expect(calendar).toMatchObject({ today, dates: [today] });
  });

  it('when a whole day was missed, then the streak restarts at 1 and the longest streak stays', async () => {
    const me = learner(app);
    const today = localDay(new Date(), 'UTC');
    await ProgressionModel.create({
      _id: me.userId,
      streak: 4,
      longestStreak: 9,
      lastStreakDate: addDays(today, -3),
    });
    const before = await request(app.app)
      .get(`/internal/progression/${me.userId}`)
      .set(internalHeaders('identity'));
    expect(before.body.streak).toBe(0);
    await answerAll(me, lessons[0]);
    expect((await me.post(`/api/lessons/${lessons[0]}/complete`)).body.streak).toBe(1);
    expect((await ProgressionModel.findById(me.userId).lean())?.longestStreak).toBe(9);
  });

  it('when dates are malformed or the span too long, then 400', async () => {
    const me = learner(app);
    expect((await me.get('/api/streak/activities?date=2025-1-1')).status).toBe(400);
    expect((await me.get('/api/streak/calendar?from=2020-01-01&to=2025-01-01')).status).toBe(400);
    expect((await me.get('/api/activities/recent?limit=0')).status).toBe(400);
  });
});
