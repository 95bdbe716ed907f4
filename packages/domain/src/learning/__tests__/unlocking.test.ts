import {
  completionOf,
  isFullyComplete,
  isLessonUnlocked,
  isLevelUnlocked,
  isModuleUnlocked,
  uniqueById,
} from '../unlocking';

describe('unlocking', () => {
  it('when a module is opened, then its first lesson is open and later ones follow completion', () => {
    const done = [true, false, false];
    expect(isLessonUnlocked(0, [false, false])).toBe(true);
    expect(isLessonUnlocked(1, done)).toBe(true);
    expect(isLessonUnlocked(2, done)).toBe(false);
  });

  it('when the previous module is fully complete with lessons, then the next module opens', () => {
    expect(isModuleUnlocked(0, [])).toBe(true);
    expect(isModuleUnlocked(1, [{ completed: 4, total: 4 }])).toBe(true);
    expect(isModuleUnlocked(1, [{ completed: 3, total: 4 }])).toBe(false);
    expect(isModuleUnlocked(1, [{ completed: 0, total: 0 }])).toBe(false);
  });

  it('when a level is checked, then it is open if first, for developers, or after a complete previous level', () => {
    const levels = [
      { completed: 10, total: 12 },
      { completed: 0, total: 8 },
    ];
    expect(isLevelUnlocked(0, levels)).toBe(true);
    expect(isLevelUnlocked(1, levels)).toBe(false);
    expect(isLevelUnlocked(1, levels, true)).toBe(true);
    expect(isLevelUnlocked(1, [{ completed: 12, total: 12 }])).toBe(true);
  });

  it('when the user is a developer, then every lesson and module is unlocked', () => {
    expect(isLessonUnlocked(5, [], true)).toBe(true);
    expect(isModuleUnlocked(3, [{ completed: 0, total: 2 }], true)).toBe(true);
    expect(isLessonUnlocked(2, [false, false, false], true)).toBe(true);
  });

  it('when counting completion, then ids are matched and an empty module is not complete', () => {
    const c = completionOf(['a', 'b', 'c'], new Set(['a', 'c', 'x']));
    expect(c).toEqual({ completed: 2, total: 3 });
    expect(isFullyComplete({ completed: 0, total: 0 })).toBe(false);
  });

  it('when modules repeat, then duplicates by id are removed keeping the first', () => {
    expect(
      uniqueById([
        { id: 1, t: 'a' },
        { id: 2, t: 'b' },
        { id: 1, t: 'c' },
      ]),
    ).toEqual([
      { id: 1, t: 'a' },
      { id: 2, t: 'b' },
    ]);
  });
});
