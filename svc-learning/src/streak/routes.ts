import {
  streakActivitiesQuerySchema,
  streakActivitiesResponseSchema,
  streakCalendarQuerySchema,
  streakCalendarResponseSchema,
} from '@fff/contracts';
import { localDay } from '@fff/domain';
import { authOf, declareRoutes } from '@fff/service-kit';
import { timeZoneOf } from '../shared/request';
import { streakActivitiesOn, streakCalendar } from './service';

const route = declareRoutes();
const streak = { auth: 'bearer', tags: ['streak'] } as const;

/** Streak reads (bearer guard given by app.ts). */
export const streakRoutes = [
  route(
    {
      ...streak,
      method: 'get',
      path: '/api/streak/activities',
      summary: "Streak activities on one day (default: the learner's local today, from x-time-zone)",
      query: streakActivitiesQuerySchema,
      responses: { 200: { description: 'Activities of that day', schema: streakActivitiesResponseSchema } },
    },
    ({ query }, { req, res }) =>
      streakActivitiesOn(authOf(res).userId, query.date ?? localDay(new Date(), timeZoneOf(req))),
  ),
  route(
    {
      ...streak,
      method: 'get',
      path: '/api/streak/calendar',
      summary: 'Days with streak activity between two dates (inclusive, at most 400 days)',
      query: streakCalendarQuerySchema,
      responses: { 200: { description: 'Streak calendar', schema: streakCalendarResponseSchema } },
    },
    ({ query }, { req, res }) => streakCalendar(authOf(res).userId, query.from, query.to, timeZoneOf(req)),
  ),
];
