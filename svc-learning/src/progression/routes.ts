import {
  progressionBatchRequestSchema,
  progressionBatchResponseSchema,
  progressionCardsResponseSchema,
  progressionSchema,
  userIdParamsSchema,
  weeklyXpRequestSchema,
  weeklyXpResponseSchema,
} from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import { getProgression, getProgressionCards, getProgressions, getWeeklyXp } from './service';

const route = declareRoutes();
const internal = { auth: 'internal', tags: ['internal'] } as const;

/** Service-to-service progression reads, each open only to the callers it names. */
export const progressionInternalRoutes = [
  route(
    {
      ...internal,
      method: 'get',
      path: '/internal/progression/{userId}',
      callers: ['identity'],
      summary: "One learner's progression (defaults for an unknown user)",
      params: userIdParamsSchema,
      responses: { 200: { description: 'Progression', schema: progressionSchema } },
    },
    ({ params }) => getProgression(params.userId),
  ),
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/progression/batch',
      callers: ['identity'],
      summary: 'Progressions of many learners, one per distinct id in request order',
      body: progressionBatchRequestSchema,
      responses: { 200: { description: 'Progressions', schema: progressionBatchResponseSchema } },
    },
    async ({ body }) => ({ items: await getProgressions(body.userIds) }),
  ),
  // svc-social's friend cards and search results show four numbers, not a whole progression.
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/progression/cards',
      callers: ['social'],
      summary: 'XP, level, streak and Spice Stones of many learners, one per distinct id in request order',
      body: progressionBatchRequestSchema,
      responses: { 200: { description: 'Cards', schema: progressionCardsResponseSchema } },
    },
    async ({ body }) => ({ items: await getProgressionCards(body.userIds) }),
  ),
  // svc-social's weekly league: XP earned in one week by kind, for a cohort at a time.
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/progression/weekly',
      callers: ['social'],
      summary: 'Lifetime XP and the XP earned in one league week, by kind, of many learners',
      body: weeklyXpRequestSchema,
      responses: { 200: { description: 'Weekly XP', schema: weeklyXpResponseSchema } },
    },
    async ({ body }) => ({ items: await getWeeklyXp(body.userIds, body.week) }),
  ),
];
