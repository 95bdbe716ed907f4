import type { LevelsResponse } from '@fff/contracts';
import { learnerView } from '../access';
import type { LessonHead } from '../lesson-index';

const mod = (id: string) => ({ id, title: id, description: id, level: 'beginner' as const, lessonCount: 0 });
const track = (id: string, modules: string[], comingSoon = false) => ({
  id,
  letter: 'A',
  title: id,
  description: id,
  mascot: 'chef-chilli' as const,
  comingSoon,
  modules: modules.map(mod),
});
const catalogue: LevelsResponse = [
  {
    id: 'l1',
    order: 1,
    title: 'L1',
    description: '',
    mascotDescription: '',
    mascot: 'chef-chilli',
    tracks: [track('t1', ['m1', 'empty', 'm2', 'm1']), track('soon', ['m3'], true)],
  },
  {
    id: 'l2',
    order: 2,
    title: 'L2',
    description: '',
    mascotDescription: '',
    mascot: 'chef-chilli',
    tracks: [track('t2', ['m4'])],
  },
];
const head = (id: string, moduleId: string, order: number): LessonHead => ({
  _id: id,
  moduleId,
  order,
  title: id,
  description: '',
  learningOutcome: '',
  xpType: 'prep',
  type: 'normal',
});
const heads = [
  head('a', 'm1', 0),
  head('b', 'm1', 1),
  head('c', 'm2', 0),
  head('d', 'm3', 0),
  head('e', 'm4', 0),
];

describe('learnerView (unlocking rules)', () => {
  it('when nothing is complete, then only the first lesson of the first module of the first level is open', () => {
    const view = learnerView(catalogue, heads, new Set(), false);
    expect([...view.lessons.values()].filter((l) => l.unlocked).map((l) => l.head._id)).toEqual(['a']);
    expect(view.levels[0].tracks[0].modules.map((m) => m.id)).toEqual(['m1', 'empty', 'm2']);
  });

  it('when a module has no lessons, then the module after it stays locked (total must be > 0)', () => {
    const view = learnerView(catalogue, heads, new Set(['a', 'b']), false);
    expect(view.levels[0].tracks[0].modules.map((m) => m.unlocked)).toEqual([true, true, false]);
  });

  it('when every countable lesson of a level is complete, then the next level opens; Coming Soon tracks do not count', () => {
    const view = learnerView(catalogue, heads, new Set(['a', 'b', 'c']), false);
    expect(view.levels[0]).toMatchObject({ completedLessons: 3, totalLessons: 3 });
    expect(view.levels[1].unlocked).toBe(true);
    expect(view.levels[0].tracks[1].unlocked).toBe(false);
    expect(view.lessons.get('d')?.unlocked).toBe(false);
  });

  it('when the learner is a developer, then every level, module and lesson is open', () => {
    const view = learnerView(catalogue, heads, new Set(), true);
    expect([...view.lessons.values()].every((l) => l.unlocked)).toBe(true);
    expect(view.levels.every((l) => l.unlocked)).toBe(true);
  });
});
