import { achievementsAnnouncedRequestSchema, achievementsResponseSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { achievementsAnnounced, learnerAchievements } from './service';

const route = declareRoutes();
const achievements = { auth: 'bearer', tags: ['achievements'] } as const;

/** Achievements (bearer guard given by app.ts). */
export const achievementsRoutes = [
  route(
    {
      ...achievements,
      method: 'get',
      path: '/api/achievements',
      summary: 'Every achievement with the learner’s state (reached ones are unlocked and paid first)',
      responses: { 200: { description: 'Achievements', schema: achievementsResponseSchema } },
    },
    (_in, { res }) => learnerAchievements(authOf(res).userId),
  ),
  route(
    {
      ...achievements,
      method: 'post',
      path: '/api/achievements/announced',
      summary: 'Record that the app showed these achievements’ popups',
      body: achievementsAnnouncedRequestSchema,
      responses: { 200: { description: 'Achievements', schema: achievementsResponseSchema } },
    },
    async ({ body }, { res }) => {
      await achievementsAnnounced(authOf(res).userId, body.ids);
      return learnerAchievements(authOf(res).userId);
    },
  ),
];
