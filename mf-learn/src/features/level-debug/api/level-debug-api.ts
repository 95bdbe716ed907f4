// GET /api/test/level-debug: the server's level figures for the signed-in learner.
import type { LevelDebugResponse } from '@fff/contracts';
import { api } from '@fff/platform';

const levelDebugApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLevelDebug: build.query<LevelDebugResponse, void>({
      query: () => '/test/level-debug',
      providesTags: ['LevelDebug'],
    }),
  }),
});

export const { useGetLevelDebugQuery } = levelDebugApi;
