// Profile calls: recent activity, streak days, prestige and the picture upload. The user itself is
// the platform's GET /api/user query; prestige and picture invalidate 'User' (spec §7, §9).
import {
  achievementsResponseSchema,
  type AchievementsResponse,
  profilePictureResponseSchema,
  progressionSchema,
  recentActivitiesResponseSchema,
  streakCalendarResponseSchema,
  type Activity,
  type ProfilePictureResponse,
  type Progression,
  type StreakCalendarResponse,
} from '@fff/contracts';
import { RECENT_ACTIVITY_LIMIT } from '@fff/domain/shared';
import { api, fromContract } from '@fff/platform';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivities: build.query<Activity[], number>({
      transformResponse: fromContract(recentActivitiesResponseSchema),
      query: (limit) => `/activities/recent?limit=${limit}`,
      providesTags: ['Activities'],
    }),
    getStreakDays: build.query<StreakCalendarResponse, { from: string; to: string }>({
      transformResponse: fromContract(streakCalendarResponseSchema),
      query: ({ from, to }) => `/streak/calendar?from=${from}&to=${to}`,
      // A lesson completion invalidates 'User'; the streak days move with it.
      providesTags: ['Streak', 'User'],
    }),
    getAchievements: build.query<AchievementsResponse, void>({
      transformResponse: fromContract(achievementsResponseSchema),
      query: () => '/achievements',
      // A lesson completion or a purchase invalidates 'User'; the achievements they unlock follow.
      providesTags: ['User', 'Activities'],
    }),
    prestige: build.mutation<Progression, void>({
      transformResponse: fromContract(progressionSchema),
      query: () => ({ url: '/user/prestige', method: 'POST' }),
      invalidatesTags: ['User', 'Activities'],
    }),
    uploadProfilePicture: build.mutation<ProfilePictureResponse, File>({
      transformResponse: fromContract(profilePictureResponseSchema),
      query: (file) => {
        const body = new FormData();
        body.append('profilePicture', file);
        // Multipart: no JSON content type; the browser sets the boundary.
        return { url: '/user/profile-picture', method: 'POST', body };
      },
      invalidatesTags: ['User'],
    }),
  }),
});

/** The profile's recent activity (5 items). */
export function useRecentActivities() {
  return profileApi.useGetRecentActivitiesQuery(RECENT_ACTIVITY_LIMIT);
}

export const {
  useGetAchievementsQuery,
  useGetStreakDaysQuery,
  usePrestigeMutation,
  useUploadProfilePictureMutation,
} = profileApi;
export { profileApi };
