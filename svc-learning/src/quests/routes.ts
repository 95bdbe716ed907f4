import { dailyQuestsResponseSchema } from '@fff/contracts';
import { localDay } from '@fff/domain';
import { authOf, declareRoutes } from '@fff/service-kit';
import { timeZoneOf } from '../shared/request';
import { dailyQuests } from './service';

const route = declareRoutes();

/** Daily quests (bearer guard given by app.ts). */
export const questsRoutes = [
  route(
    {
      method: 'get',
      path: '/api/quests',
      summary:
        "Today's three daily quests on the learner's calendar (x-time-zone), their progress and the chest",
      auth: 'bearer',
      tags: ['quests'],
      responses: { 200: { description: 'Daily quests', schema: dailyQuestsResponseSchema } },
    },
    (_in, { req, res }) => dailyQuests(authOf(res).userId, localDay(new Date(), timeZoneOf(req))),
  ),
];
