// League, rankings and Kitchen Crews (spec part 2 §7) on the one platform api, plus the two friend
// calls the league screen makes itself (its friend request sends receiverId, spec §7).
import { api, fromContract } from '@fff/platform';
import {
  crewListSchema,
  crewSchema,
  currentLeagueResponseSchema,
  friendListSchema,
  leagueRankingsResponseSchema,
  sendFriendRequestResponseSchema,
  weeklyThemeResponseSchema,
  type CreateCrewBody,
  type Crew,
  type CurrentLeagueResponse,
  type FriendEntry,
  type LeagueRankingEntry,
  type SendFriendRequestResponse,
  type WeeklyThemeResponse,
} from '@fff/contracts';
import { sentRequestTags } from '../../../lib/friend-request-tags';

const leagueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentLeague: build.query<CurrentLeagueResponse, void>({
      transformResponse: fromContract(currentLeagueResponseSchema),
      query: () => '/league/current',
      providesTags: ['League'],
    }),
    // The week's theme as svc-learning pays it, with the learner's herb badges (GET /api/weekly-theme).
    getLeagueWeeklyTheme: build.query<WeeklyThemeResponse, void>({
      transformResponse: fromContract(weeklyThemeResponseSchema),
      query: () => '/weekly-theme',
      providesTags: ['League'],
    }),
    getLeagueRankings: build.query<LeagueRankingEntry[], void>({
      transformResponse: fromContract(leagueRankingsResponseSchema),
      query: () => '/league/rankings',
      providesTags: ['Rankings'],
    }),
    getCrews: build.query<Crew[], void>({
      transformResponse: fromContract(crewListSchema),
      query: () => '/league/crews',
      providesTags: ['Crews'],
    }),
    createCrew: build.mutation<Crew, CreateCrewBody>({
      transformResponse: fromContract(crewSchema),
      query: (body) => ({ url: '/league/create-crew', method: 'POST', body }),
      invalidatesTags: ['Crews'],
    }),
    joinCrew: build.mutation<Crew, string>({
      transformResponse: fromContract(crewSchema),
      query: (crewId) => ({ url: '/league/join-crew', method: 'POST', body: { crewId } }),
      invalidatesTags: ['Crews'],
    }),
    declineCrew: build.mutation<Crew[], string>({
      transformResponse: fromContract(crewListSchema),
      query: (crewId) => ({ url: '/league/decline-crew', method: 'POST', body: { crewId } }),
      invalidatesTags: ['Crews'],
    }),
    leaveCrew: build.mutation<Crew[], string>({
      transformResponse: fromContract(crewListSchema),
      query: (crewId) => ({ url: '/league/leave-crew', method: 'POST', body: { crewId } }),
      invalidatesTags: ['Crews'],
    }),
    // The learner's friends: who can be invited to a crew and who is 'Already Friends'.
    getLeagueFriends: build.query<FriendEntry[], void>({
      transformResponse: fromContract(friendListSchema),
      query: () => '/friends',
      providesTags: ['Friends'],
    }),
    sendLeagueFriendRequest: build.mutation<
      SendFriendRequestResponse,
      { receiverId: string; message: string }
    >({
      transformResponse: fromContract(sendFriendRequestResponseSchema),
      query: (body) => ({ url: '/friend-requests', method: 'POST', body }),
      invalidatesTags: sentRequestTags,
    }),
  }),
});

export const {
  useGetCurrentLeagueQuery,
  useGetLeagueRankingsQuery,
  useGetLeagueWeeklyThemeQuery,
  useGetCrewsQuery,
  useCreateCrewMutation,
  useJoinCrewMutation,
  useDeclineCrewMutation,
  useLeaveCrewMutation,
  useGetLeagueFriendsQuery,
  useSendLeagueFriendRequestMutation,
} = leagueApi;
