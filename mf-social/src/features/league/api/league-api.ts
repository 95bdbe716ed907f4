// GET /api/league/current: the learner's league this week and their position in it.
import { api } from '@fff/platform';
import type { CurrentLeagueResponse } from '@fff/contracts';

const leagueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentLeague: build.query<CurrentLeagueResponse, void>({
      query: () => '/league/current',
      providesTags: ['League'],
    }),
  }),
});

export const { useGetCurrentLeagueQuery } = leagueApi;
