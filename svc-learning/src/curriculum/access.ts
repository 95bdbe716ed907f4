import type { LearnerLevelsResponse, LevelsResponse } from '@fff/contracts';
import { completionOf, isLessonUnlocked, isLevelUnlocked, isModuleUnlocked, uniqueById } from '@fff/domain';
import { completedLessonIds } from '../completion/repository';
import type { LessonHead } from './lesson-index';
import { curriculumSnapshot } from './snapshot';

/** Where a lesson sits and whether the learner may open it. */
export interface LessonAccess {
  head: LessonHead;
  index: number;
  completed: boolean;
  unlocked: boolean;
  /** Whether the lesson's module is open: a lesson of a locked module waits for the module before it. */
  moduleUnlocked: boolean;
}

/** The curriculum as one learner sees it. */
export interface LearnerCurriculum {
  levels: LearnerLevelsResponse;
  lessonsByModule: Map<string, LessonAccess[]>;
  lessons: Map<string, LessonAccess>;
}

/**
 * Completion and unlocking for one learner, by the spec's rules (domain): first lesson open, next
 * after the previous; a module after the previous module of its track is fully complete (total > 0);
 * a level if first, developer, or previous level complete; Coming Soon tracks stay locked and do not
 * count towards their level's total. Developers see every module and lesson unlocked.
 */
export function learnerView(
  catalogue: LevelsResponse,
  heads: LessonHead[],
  completed: ReadonlySet<string>,
  isDeveloper: boolean,
): LearnerCurriculum {
  const idsByModule = new Map<string, LessonHead[]>();
  for (const head of heads) idsByModule.set(head.moduleId, [...(idsByModule.get(head.moduleId) ?? []), head]);
  const lessonsByModule = new Map<string, LessonAccess[]>();
  const lessons = new Map<string, LessonAccess>();
  const levelCompletions: Array<{ completed: number; total: number }> = [];

  const levels = catalogue.map((level, levelIndex) => {
    const countable = uniqueById(level.tracks.filter((t) => !t.comingSoon).flatMap((t) => t.modules));
    const levelIds = countable.flatMap((m) => (idsByModule.get(m.id) ?? []).map((h) => h._id));
    const levelCompletion = completionOf(levelIds, completed);
    const levelUnlocked = isLevelUnlocked(levelIndex, levelCompletions, isDeveloper);
    levelCompletions.push(levelCompletion);
    const tracks = level.tracks.map((track) => {
      const modules = uniqueById(track.modules);
      const moduleCompletions = modules.map((m) =>
        completionOf(
          (idsByModule.get(m.id) ?? []).map((h) => h._id),
          completed,
        ),
      );
      const trackUnlocked = levelUnlocked && !track.comingSoon;
      const learnerModules = modules.map((mod, moduleIndex) => {
        const unlocked =
          isDeveloper || (trackUnlocked && isModuleUnlocked(moduleIndex, moduleCompletions, false));
        const moduleHeads = idsByModule.get(mod.id) ?? [];
        const flags = moduleHeads.map((h) => completed.has(h._id));
        const access = moduleHeads.map((head, index) => ({
          head,
          index,
          completed: flags[index],
          unlocked: unlocked && isLessonUnlocked(index, flags, isDeveloper),
          moduleUnlocked: unlocked,
        }));
        lessonsByModule.set(mod.id, access);
        for (const a of access) lessons.set(a.head._id, a);
        const c = moduleCompletions[moduleIndex];
        return { ...mod, completedLessons: c.completed, totalLessons: c.total, unlocked };
      });
      const trackCompletion = learnerModules.reduce(
        (sum, m) => ({ completed: sum.completed + m.completedLessons, total: sum.total + m.totalLessons }),
        { completed: 0, total: 0 },
      );
      return {
        ...track,
        modules: learnerModules,
        completedLessons: trackCompletion.completed,
        totalLessons: trackCompletion.total,
        unlocked: trackUnlocked,
      };
    });
    return {
      ...level,
      tracks,
      completedLessons: levelCompletion.completed,
      totalLessons: levelCompletion.total,
      unlocked: levelUnlocked,
    };
  });
  return { levels, lessonsByModule, lessons };
}

/** Load and compute the learner's view of the curriculum. */
export async function loadLearnerView(userId: string, isDeveloper: boolean): Promise<LearnerCurriculum> {
  const [{ catalogue, heads }, completed] = await Promise.all([
    curriculumSnapshot(),
    completedLessonIds(userId),
  ]);
  return learnerView(catalogue, heads, completed, isDeveloper);
}
