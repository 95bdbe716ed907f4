// GET /api/levels is defined in @fff/platform (levelsApi), so the shell can start it beside the
// session check; the Learn screen reads it with the spec's freshness.
import { CACHE, levelsApi } from '@fff/platform';

/** Levels with the spec's freshness (refetch on mount only when older than 10 min). */
export function useLevels() {
  return levelsApi.useGetLevelsQuery(undefined, { refetchOnMountOrArgChange: CACHE.levels.freshS });
}
