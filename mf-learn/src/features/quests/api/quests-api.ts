// GET /api/quests: today's daily quests on the learner's calendar. A lesson completion invalidates
// 'Progress', so the progress shown follows every lesson passed.
import { dailyQuestsResponseSchema, type DailyQuestsResponse } from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const questsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDailyQuests: build.query<DailyQuestsResponse, void>({
      transformResponse: fromContract(dailyQuestsResponseSchema),
      query: () => '/quests',
      providesTags: ['Progress', 'User'],
    }),
  }),
});

export const { useGetDailyQuestsQuery } = questsApi;
