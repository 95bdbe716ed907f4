import { progressionSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { timeZoneOf } from '../shared/request';
import { prestige } from './service';

const route = declareRoutes();

/** POST /api/user/prestige → the learner's progression after the prestige (bearer guard given by app.ts). */
export const prestigeRoutes = [
  route(
    {
      method: 'post',
      path: '/api/user/prestige',
      summary: 'Prestige at level 100: back to level 1 with a title',
      auth: 'bearer',
      tags: ['progress'],
      responses: { 200: { description: 'Progression after the prestige', schema: progressionSchema } },
      errors: [400],
    },
    (_in, { req, res }) => prestige(authOf(res).userId, timeZoneOf(req)),
  ),
];
