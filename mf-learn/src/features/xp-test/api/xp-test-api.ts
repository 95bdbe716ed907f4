// XP test page calls (spec part 2 §7): award 15 XP of a kind (developer tool), the league's
// top 5 and current league, and the level figures that also tell whether /api/test/* is open.
// Every answer is parsed by its contract; another shape is an error, never data.
import {
  awardXpResponseSchema,
  currentLeagueResponseSchema,
  leagueRankingsResponseSchema,
  levelDebugResponseSchema,
  type AwardXpResponse,
  type CurrentLeagueResponse,
  type LeagueRankingsResponse,
  type LevelDebugResponse,
} from '@fff/contracts';
import { TEST_XP_AWARD, type XpType } from '@fff/domain/learning';
import { TEST_RANKINGS_SHOWN } from '@fff/domain/shared';
import { api, fromContract } from '@fff/platform';

const xpTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    awardTestXp: build.mutation<AwardXpResponse, XpType>({
      query: (type) => ({ url: '/test/award-xp', method: 'POST', body: { type, amount: TEST_XP_AWARD } }),
      transformResponse: fromContract(awardXpResponseSchema),
      // Spec: refreshes user, rankings and the current league (and the level figures shown here).
      invalidatesTags: ['User', 'Rankings', 'League', 'LevelDebug', 'Levels'],
    }),
    getTestRankings: build.query<LeagueRankingsResponse, void>({
      query: () => ({ url: '/league/rankings', params: { limit: TEST_RANKINGS_SHOWN } }),
      transformResponse: fromContract(leagueRankingsResponseSchema),
      providesTags: ['Rankings'],
    }),
    getTestCurrentLeague: build.query<CurrentLeagueResponse, void>({
      query: () => '/league/current',
      transformResponse: fromContract(currentLeagueResponseSchema),
      providesTags: ['League'],
    }),
    getTestLevel: build.query<LevelDebugResponse, void>({
      query: () => '/test/level-debug',
      transformResponse: fromContract(levelDebugResponseSchema),
      providesTags: ['LevelDebug'],
    }),
  }),
});

export const {
  useAwardTestXpMutation,
  useGetTestRankingsQuery,
  useGetTestCurrentLeagueQuery,
  useGetTestLevelQuery,
} = xpTestApi;
