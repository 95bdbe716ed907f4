// Streak reads for the status bar; the current user is the platform's shared GET /api/user query.
import { api, fromContract } from '@fff/platform';
import {
  streakActivitiesResponseSchema,
  streakCalendarResponseSchema,
  type StreakActivity,
  type StreakCalendarResponse,
} from '@fff/contracts';

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStreakCalendar: build.query<StreakCalendarResponse, { from: string; to: string }>({
      transformResponse: fromContract(streakCalendarResponseSchema),
      query: ({ from, to }) => `/streak/calendar?from=${from}&to=${to}`,
      providesTags: ['Streak', 'User'], // a completion invalidates 'User'; streak days move with it
    }),
    getStreakActivities: build.query<StreakActivity[], string>({
      transformResponse: fromContract(streakActivitiesResponseSchema),
      query: (date) => `/streak/activities?date=${date}`,
      providesTags: ['Streak', 'User'], // a completion invalidates 'User'; streak days move with it
    }),
  }),
});

/** Dates with activity between two days (inclusive). */
export const useStreakCalendar = statusApi.useGetStreakCalendarQuery;

/** Whether the learner's today already counts: the list for today is non-empty. */
export function useTodayCompleted(today: string, skip = false): boolean {
  const { data } = statusApi.useGetStreakActivitiesQuery(today, { skip });
  return Boolean(data && data.length > 0);
}

export { statusApi };
