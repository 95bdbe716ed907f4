// GET /api/weekly-theme: the week's theme as svc-learning pays it and the learner's herb badges. A
// lesson completion invalidates 'Progress', so the badge count follows every lesson passed.
import { weeklyThemeResponseSchema, type WeeklyThemeResponse } from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const weeklyThemeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWeeklyTheme: build.query<WeeklyThemeResponse, void>({
      transformResponse: fromContract(weeklyThemeResponseSchema),
      query: () => '/weekly-theme',
      providesTags: ['Progress'],
    }),
  }),
});

export const { useGetWeeklyThemeQuery } = weeklyThemeApi;
