// The current user and the streak calendar for the status bar. getCurrentUser is injected here
// until @fff/platform exports the session's user query; the name and tag match it, so both
// remotes and the shell share one cache entry and 'User' invalidation refreshes it everywhere.
import { api } from '@fff/platform';
import type { StreakActivity, StreakCalendarResponse, User } from '@fff/contracts';

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({ query: () => '/user', providesTags: ['User'] }),
    getStreakCalendar: build.query<StreakCalendarResponse, { from: string; to: string }>({
      query: ({ from, to }) => `/streak/calendar?from=${from}&to=${to}`,
      providesTags: ['Streak'],
    }),
    getStreakActivities: build.query<StreakActivity[], string>({
      query: (date) => `/streak/activities?date=${date}`,
      providesTags: ['Streak'],
    }),
  }),
});

/** The signed-in learner (GET /api/user, tag 'User'). */
export function useCurrentUser() {
  return statusApi.useGetCurrentUserQuery();
}

/** Dates with activity between two days (inclusive). */
export const useStreakCalendar = statusApi.useGetStreakCalendarQuery;

/** Whether the learner's today already counts: the list for today is non-empty. */
export function useTodayCompleted(today: string, skip = false): boolean {
  const { data } = statusApi.useGetStreakActivitiesQuery(today, { skip });
  return Boolean(data && data.length > 0);
}

export { statusApi };
