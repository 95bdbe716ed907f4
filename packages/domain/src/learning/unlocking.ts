// Unlocking rules (spec part 1 §4, §6). Developers see everything unlocked.

/** Completion counts of a module or level. */
export interface Completion {
  completed: number;
  total: number;
}

/** True when something has content and all of it is completed. */
export function isFullyComplete({ completed, total }: Completion): boolean {
  return total > 0 && completed >= total;
}

/** Lesson at `index` is open if first, after a completed previous lesson, or for developers. */
export function isLessonUnlocked(
  index: number,
  completedFlags: readonly boolean[],
  isDeveloper = false,
): boolean {
  if (isDeveloper || index <= 0) return true;
  return completedFlags[index - 1] === true;
}

/** Module at `index` is open if first, for developers, or when the previous one is fully complete. */
export function isModuleUnlocked(
  index: number,
  modules: readonly Completion[],
  isDeveloper = false,
): boolean {
  if (isDeveloper || index <= 0) return true;
  const previous = modules[index - 1];
  return previous ? isFullyComplete(previous) : false;
}

/** Level at `index` is open if first, for developers, or when the previous level is fully complete. */
export function isLevelUnlocked(index: number, levels: readonly Completion[], isDeveloper = false): boolean {
  if (isDeveloper || index <= 0) return true;
  const previous = levels[index - 1];
  return previous ? isFullyComplete(previous) : false;
}

/** Counts completed lessons among `lessonIds` given a set of completed ids. */
export function completionOf(lessonIds: readonly string[], completedIds: ReadonlySet<string>): Completion {
  return { completed: lessonIds.filter((id) => completedIds.has(id)).length, total: lessonIds.length };
}

/** Removes duplicate items by id, keeping the first (modules are de-duplicated by id). */
export function uniqueById<T extends { id: string | number }>(items: readonly T[]): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
