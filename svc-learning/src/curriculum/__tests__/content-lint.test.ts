import fs from 'node:fs';
import path from 'node:path';
import { REAL_CONTENT_DIR } from '../../__tests__/learner';
import { loadContent } from '../content';
import {
  formatProblems,
  keyedIsLongest,
  lintModules,
  oneScaleTemperatures,
  type LintModule,
} from '../lint/content-lint';
import { moduleFile } from './content-fixture';

/** Lesson ids already served to learners: they must never disappear (progress is stored by id). */
const published = JSON.parse(
  fs.readFileSync(path.join(REAL_CONTENT_DIR, 'lesson-ids.json'), 'utf8'),
) as string[];

/** A fixture module whose quiz keys are never the longest option. */
function goodModule(): LintModule {
  const mod = moduleFile('knife-skills', ['knife-skills-1', 'knife-skills-2']) as unknown as LintModule;
  for (const lesson of mod.lessons) {
    lesson.content.quiz = [0, 1, 2].map((n) => ({
      question: `Q${n}?`,
      options: ['Hold it firmly', 'Use a bench scraper', 'Keep the knife sharp'],
      correct: n,
      feedback: ['a', 'b', 'c'],
    }));
    lesson.content.intro = {
      character: 'Chef Chilli',
      greeting: 'Hi',
      description: 'Cook chicken to 165°F (74°C).',
    };
  }
  return mod;
}

describe('content lint', () => {
  it('when every module file of the real curriculum is linted, then it breaks no rule', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    const problems = lintModules([...content.modules.values()] as unknown as LintModule[], published);
    expect(formatProblems(problems)).toBe('');
  });

  it('when a fixture module keeps every rule, then the lint finds nothing', () => {
    expect(lintModules([goodModule()], ['knife-skills-1'])).toEqual([]);
  });

  it('when a module is broken on purpose, then each rule reports it', () => {
    const mod = goodModule();
    const [q1, q2, q3] = mod.lessons[0].content.quiz!;
    q1.correct = 3; // not one of the options
    q2.feedback = ['only one'];
    q3.options = ['Same', 'same ', 'Other'];
    mod.lessons[1].id = 'knife-skills-1'; // duplicate id
    mod.lessons[1].content.intro = {
      character: 'C',
      greeting: 'Hi',
      description: 'Bake at 350°F until golden.',
    };
    for (const q of mod.lessons[1].content.quiz!) {
      q.options = ['No', 'Nope', 'The long and obviously right answer'];
      q.correct = 2;
    }
    const rules = lintModules([mod], ['knife-skills-1', 'knife-skills-2']).map((p) => p.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'one-correct',
        'feedback',
        'duplicate-option',
        'lesson-id',
        'temperature',
        'longest-keyed',
      ]),
    );
    // The gone id knife-skills-2 is named too.
    expect(formatProblems(lintModules([mod], ['knife-skills-2']))).toMatch(
      /knife-skills-2 \[lesson-id\]: a published lesson id is gone/,
    );
  });

  it('when the keyed answer ties for longest, then it is not counted as the longest', () => {
    expect(keyedIsLongest({ question: 'q', options: ['abc', 'abd'], correct: 0, feedback: ['', ''] })).toBe(
      false,
    );
    expect(keyedIsLongest({ question: 'q', options: ['abcd', 'abd'], correct: 0, feedback: ['', ''] })).toBe(
      true,
    );
  });

  it('when a temperature names one scale, then the clause is flagged; both scales in one clause pass', () => {
    expect(oneScaleTemperatures('Cook to 165°F (74°C). Then rest.')).toEqual([]);
    expect(oneScaleTemperatures('Keep the fridge at 4°C or below.')).toEqual([
      'Keep the fridge at 4°C or below.',
    ]);
    expect(oneScaleTemperatures('A lid keeps heat in; the oven is at 200 °F')).toEqual([
      'the oven is at 200 °F',
    ]);
  });

  it('when the published lesson ids are read, then every current lesson id is among them (add new ids there)', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    const ids = [...content.modules.values()].flatMap((m) => m.lessons.map((l) => l.id));
    expect(ids.filter((id) => !published.includes(id))).toEqual([]);
  });
});
