// GET /api/levels: levels → tracks → module summaries with the learner's completion and unlocking
// (spec: 10 min fresh, 30 min kept). mf-learn's Learn screen reads it; it is defined here, in the
// one shared api, so the shell can start it the moment the session check says signed in, beside
// the remote's files and the user read, instead of after the layout and the screen rendered. The
// route takes an optional token: an answer without the learner overlay means the token was not
// accepted, so the base query refreshes it and asks again.
import { learnerLevelsResponseSchema, type LearnerLevelsResponse } from '@fff/contracts';
import { api } from './api';
import { CACHE } from './cache';
import { fromContract } from './contract';

/** The levels endpoint, injected into the one api. */
export const levelsApi = api.injectEndpoints({
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

/**
 * Starts GET /api/levels into the cache unless a fresh answer is there; the Learn screen's query
 * then joins the request in flight (or reads its answer) instead of sending another.
 */
export const prefetchLevels = () =>
  levelsApi.util.prefetch('getLevels', undefined, { ifOlderThan: CACHE.levels.freshS });
