// GET /api/modules/:id/lessons: the lesson path with a status per lesson (5 min fresh, 15 min kept).
import { moduleLessonsResponseSchema, type ModuleLessonsResponse } from '@fff/contracts';
import { api, CACHE, fromContract } from '@fff/platform';

const moduleLessonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModuleLessons: build.query<ModuleLessonsResponse, string>({
      transformResponse: fromContract(moduleLessonsResponseSchema),
      query: (moduleId) => `/modules/${encodeURIComponent(moduleId)}/lessons`,
      keepUnusedDataFor: CACHE.moduleLessons.keepS,
      providesTags: (_r, _e, moduleId) => [{ type: 'ModuleLessons', id: moduleId }, 'ModuleLessons'],
    }),
  }),
});

/** The module's lessons with the spec's freshness. */
export function useModuleLessons(moduleId: string) {
  return moduleLessonsApi.useGetModuleLessonsQuery(moduleId, {
    refetchOnMountOrArgChange: CACHE.moduleLessons.freshS,
  });
}
