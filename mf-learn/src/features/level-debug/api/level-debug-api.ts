// GET /api/test/level-debug: the server's level figures for the signed-in learner, parsed by the
// contract (another shape is an error, never data).
import { levelDebugResponseSchema, type LevelDebugResponse } from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const levelDebugApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLevelDebug: build.query<LevelDebugResponse, void>({
      query: () => '/test/level-debug',
      transformResponse: fromContract(levelDebugResponseSchema),
      providesTags: ['LevelDebug'],
    }),
  }),
});

export const { useGetLevelDebugQuery } = levelDebugApi;
