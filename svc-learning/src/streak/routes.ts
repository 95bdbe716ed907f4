import { streakActivitiesQuerySchema, streakCalendarQuerySchema } from '@fff/contracts';
import { localDay } from '@fff/domain';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { timeZoneOf } from '../shared/request';
import { streakActivitiesOn, streakCalendar } from './service';

/** Streak reads, mounted at /api behind auth. */
export function streakRoutes(auth: RequestHandler): Router {
  const router = Router();
  router.get(
    '/streak/activities',
    auth,
    validate({ query: streakActivitiesQuerySchema }),
    async (req, res) => {
      const { date } = parsed(res, 'query', streakActivitiesQuerySchema);
      res.json(await streakActivitiesOn(authOf(res).userId, date ?? localDay(new Date(), timeZoneOf(req))));
    },
  );
  router.get('/streak/calendar', auth, validate({ query: streakCalendarQuerySchema }), async (req, res) => {
    const { from, to } = parsed(res, 'query', streakCalendarQuerySchema);
    res.json(await streakCalendar(authOf(res).userId, from, to, timeZoneOf(req)));
  });
  return router;
}
