import { herbBadgesFor, themeFactor, type ThemedLesson } from '../theme-effects';
import { WEEKLY_THEMES } from '../weekly-theme';

const theme = (id: string) => WEEKLY_THEMES.find((t) => t.id === id)!;
const lesson = (over: Partial<ThemedLesson> = {}): ThemedLesson => ({
  xpKind: 'prep',
  tags: [],
  hasPictureQuestions: false,
  ...over,
});

describe('what a weekly theme does to a passed lesson', () => {
  it('when Fiber Frenzy runs, then a lesson paying Science XP pays double and others once', () => {
    expect(themeFactor(theme('fiber-frenzy'), lesson({ xpKind: 'science' }))).toBe(2);
    expect(themeFactor(theme('fiber-frenzy'), lesson({ xpKind: 'flavor' }))).toBe(1);
  });

  it('when Eggs-travaganza runs, then only a lesson tagged eggs pays double', () => {
    expect(themeFactor(theme('eggs-travaganza'), lesson({ tags: ['eggs'] }))).toBe(2);
    expect(themeFactor(theme('eggs-travaganza'), lesson({ tags: ['herbs'] }))).toBe(1);
  });

  it('when Perfect Plating runs, then a lesson with a picture question pays triple', () => {
    expect(themeFactor(theme('perfect-plating'), lesson({ hasPictureQuestions: true }))).toBe(3);
    expect(themeFactor(theme('perfect-plating'), lesson())).toBe(1);
  });

  it('when Spice Master runs, then a lesson paying Flavor XP pays double', () => {
    expect(themeFactor(theme('spice-master'), lesson({ xpKind: 'flavor' }))).toBe(2);
  });

  it('when Herb Wars runs, then XP is unchanged and a herb lesson earns one badge plus one per right answer', () => {
    const herbs = lesson({ tags: ['herbs'] });
    expect(themeFactor(theme('herb-wars'), herbs)).toBe(1);
    expect(herbBadgesFor(theme('herb-wars'), herbs, 4)).toBe(5);
    expect(herbBadgesFor(theme('herb-wars'), lesson(), 4)).toBe(0);
    expect(herbBadgesFor(theme('eggs-travaganza'), herbs, 4)).toBe(0);
  });
});
