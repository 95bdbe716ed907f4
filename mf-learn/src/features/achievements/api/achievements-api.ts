// GET /api/achievements (unlocks and pays what is due) and POST /api/achievements/announced.
// A lesson completion invalidates 'User', so a learner back on Learn sees what it unlocked.
import {
  achievementsResponseSchema,
  type AchievementsAnnouncedRequest,
  type AchievementsResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const achievementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLearnerAchievements: build.query<AchievementsResponse, void>({
      transformResponse: fromContract(achievementsResponseSchema),
      query: () => '/achievements',
      providesTags: ['User', 'Activities'],
    }),
    markAchievementsAnnounced: build.mutation<AchievementsResponse, AchievementsAnnouncedRequest>({
      transformResponse: fromContract(achievementsResponseSchema),
      query: (body) => ({ url: '/achievements/announced', method: 'POST', body }),
      // The Recent Activity list shows the unlock lines; the wallet paid the rewards.
      invalidatesTags: ['Activities', 'Wallet'],
    }),
  }),
});

export const { useGetLearnerAchievementsQuery, useMarkAchievementsAnnouncedMutation } = achievementsApi;
