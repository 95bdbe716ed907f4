import { FAQ_CATEGORIES } from '../help-faq';
import { GAME_MECHANICS_GUIDE } from '../help-guide';
import { MAX_HEARTS } from '../../learning/hearts';
import {
  LESSON_XP_HIGH,
  LESSON_XP_LOW,
  SPICE_STONES_PER_LEVEL_UP,
  XP_PER_SPICE_STONE,
} from '../../learning/rewards';

const answer = (question: RegExp) =>
  FAQ_CATEGORIES.flatMap((c) => c.items).find((i) => question.test(i.question))?.answer ?? '';

describe('help FAQ and guide', () => {
  it('when listed, then the four spec categories come in order, each with questions', () => {
    expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual([
      'Getting Started',
      'Game Mechanics',
      'Friends & Social',
      'Technical Support',
    ]);
    expect(FAQ_CATEGORIES.every((c) => c.items.length > 0)).toBe(true);
  });

  it('when the rules are explained, then the numbers are the rules’ own (help text rules of part 2 §9)', () => {
    expect(answer(/hearts/)).toContain(`at most ${MAX_HEARTS} hearts and lose 1 for each wrong quiz answer`);
    expect(answer(/hearts/)).toContain('1 heart comes back every 1 hour');
    expect(answer(/XP does a lesson/)).toContain(`${LESSON_XP_HIGH} XP`);
    expect(answer(/XP does a lesson/)).toContain(`${LESSON_XP_LOW} XP`);
    expect(answer(/XP does a lesson/)).toContain('Flavor Lab lessons pay Flavor XP');
    // Every kind moves the level (learning/level-xp.ts): the FAQ, guide and dialogs say one rule.
    expect(answer(/levels work/)).toContain('Prep, Flavor and Science XP all count');
    expect(GAME_MECHANICS_GUIDE.find((g) => g.title === 'Levels')?.text).toContain(
      'Prep, Flavor and Science XP all count',
    );
    // The pass mark (learning/lesson-outcome.ts): below 60% no XP and the next lesson stays locked.
    expect(answer(/XP does a lesson/)).toContain(
      'A lesson is passed with 60% of its quiz answered correctly.',
    );
    expect(answer(/streaks/)).toContain('resets after a missed day');
    expect(answer(/Spice Stones\?/)).toContain(
      `1 for every ${XP_PER_SPICE_STONE} XP and ${SPICE_STONES_PER_LEVEL_UP} for each level up`,
    );
    expect(answer(/coins/)).toContain('Coins cannot be bought: From Fork to Flame takes no real money.');
    expect(answer(/leagues/)).toContain('Teaspoon Tier at 0 XP up to Culinary Olympus at 5500 XP');
  });

  it('when the guide is shown, then every entry has text and the hearts line reads the maximum', () => {
    expect(GAME_MECHANICS_GUIDE.find((g) => g.title === 'Hearts')?.text).toContain(`Max ${MAX_HEARTS}`);
    expect(GAME_MECHANICS_GUIDE.every((g) => g.text.length > 10)).toBe(true);
  });
});
