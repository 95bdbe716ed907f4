// GET /api/levels: levels → tracks → module summaries (spec: 10 min fresh, 30 min kept).
import { api, CACHE } from '@fff/platform';
import type { LearnLevel } from '../types';

const levelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLevels: build.query<LearnLevel[], void>({
      query: () => '/levels',
      keepUnusedDataFor: CACHE.levels.keepS,
      providesTags: ['Levels'],
    }),
  }),
});

/** Levels with the spec's freshness (refetch on mount only when older than 10 min). */
export function useLevels() {
  return levelsApi.useGetLevelsQuery(undefined, { refetchOnMountOrArgChange: CACHE.levels.freshS });
}

export { levelsApi };
