// Lesson counts per level and track, for the content report (issue: levels 2 and 3 need 30+).
import type { LoadedContent } from '../content';

/** One line per level and per track: lessons authored, modules still empty or missing. */
export function curriculumCounts(content: LoadedContent): string[] {
  const lessonsIn = (moduleId: string) => content.modules.get(moduleId)?.lessons.length ?? 0;
  return content.index.levels.flatMap((level) => {
    const tracks = level.tracks.map((track) => {
      const lessons = track.modules.reduce((sum, m) => sum + lessonsIn(m), 0);
      const empty = track.modules.filter((m) => lessonsIn(m) === 0);
      return {
        line: `  ${track.id}: ${lessons} lessons${empty.length ? ` (empty: ${empty.join(', ')})` : ''}`,
        lessons,
      };
    });
    const total = tracks.reduce((sum, t) => sum + t.lessons, 0);
    return [`${level.id} ${level.title}: ${total} lessons`, ...tracks.map((t) => t.line)];
  });
}
