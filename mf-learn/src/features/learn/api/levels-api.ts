// GET /api/levels: levels → tracks → module summaries with the learner's completion and unlocking
// (spec: 10 min fresh, 30 min kept). The route takes an optional token: an answer without the
// learner overlay means the token was not accepted, so the base query refreshes it and asks again.
import { learnerLevelsResponseSchema, type LearnerLevelsResponse } from '@fff/contracts';
import { api, CACHE, fromContract } from '@fff/platform';

const levelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLevels: build.query<LearnerLevelsResponse, void>({
      query: () => '/levels',
      transformResponse: fromContract(learnerLevelsResponseSchema),
      extraOptions: { isSignedInAnswer: (data) => learnerLevelsResponseSchema.safeParse(data).success },
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
