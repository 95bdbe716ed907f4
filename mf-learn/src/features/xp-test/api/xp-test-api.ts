// XP test page calls: award 15 XP of a kind (developer tool) and the league rankings.
import type { AwardXpResponse } from '@fff/contracts';
import { TEST_XP_AWARD } from '@fff/domain';
import { api } from '@fff/platform';

/** A league ranking entry as the test page reads it (spec part 2 §3). */
export interface RankingEntry {
  id: string;
  username: string;
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
}

/** The rankings list, whether sent bare or wrapped in { rankings } / { items }. */
function rankingList(body: unknown): RankingEntry[] {
  if (Array.isArray(body)) return body as RankingEntry[];
  if (body && typeof body === 'object') {
    const b = body as { rankings?: unknown; items?: unknown };
    if (Array.isArray(b.rankings)) return b.rankings as RankingEntry[];
    if (Array.isArray(b.items)) return b.items as RankingEntry[];
  }
  return [];
}

const xpTestApi = api.injectEndpoints({
  endpoints: (build) => ({
    awardTestXp: build.mutation<AwardXpResponse, 'prep' | 'flavor' | 'science'>({
      query: (type) => ({ url: '/test/award-xp', method: 'POST', body: { type, amount: TEST_XP_AWARD } }),
      // Spec: refreshes user, rankings and the current league.
      invalidatesTags: ['User', 'Rankings', 'League', 'LevelDebug', 'Levels'],
    }),
    getTestRankings: build.query<RankingEntry[], void>({
      query: () => '/league/rankings',
      transformResponse: rankingList,
      providesTags: ['Rankings'],
    }),
  }),
});

export const { useAwardTestXpMutation, useGetTestRankingsQuery } = xpTestApi;
