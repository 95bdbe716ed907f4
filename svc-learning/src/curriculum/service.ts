import type { Level, LevelsResponse } from '@fff/contracts';
import { readCurriculumRows } from './repository';

/** The curriculum tree for GET /api/levels: levels → tracks → module summaries, each in content order. */
export async function listLevels(): Promise<LevelsResponse> {
  const { levels, tracks, modules } = await readCurriculumRows();
  return levels.map((level) => ({
    id: level._id,
    order: level.order,
    title: level.title,
    description: level.description,
    mascotDescription: level.mascotDescription,
    mascot: level.mascot as Level['mascot'],
    tracks: tracks
      .filter((t) => t.levelId === level._id)
      .map((track) => ({
        id: track._id,
        letter: track.letter,
        title: track.title,
        description: track.description,
        mascot: track.mascot as Level['mascot'],
        comingSoon: track.comingSoon,
        modules: modules
          .filter((m) => m.trackId === track._id)
          .map((m) => ({
            id: m._id,
            title: m.title,
            description: m.description,
            level: m.level as Level['tracks'][number]['modules'][number]['level'],
            lessonCount: m.lessonCount,
          })),
      })),
  }));
}
