// Which mascot presents a lesson: its track's (GET /api/levels, already cached by Learn or the shell).
import type { Track } from '@fff/contracts';
import { levelsApi } from '@fff/platform';

/** The mascot of the track holding `moduleId`, undefined until the levels are known. */
export function useTrackMascot(moduleId: string): Track['mascot'] | undefined {
  const { data } = levelsApi.useGetLevelsQuery();
  return data?.flatMap((level) => level.tracks).find((track) => track.modules.some((m) => m.id === moduleId))
    ?.mascot;
}
