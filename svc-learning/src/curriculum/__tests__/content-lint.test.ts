import fs from 'node:fs';
import { PICTURE_IDS } from '@fff/contracts';
import path from 'node:path';
import { REAL_CONTENT_DIR } from '../../__tests__/learner';
import { loadContent } from '../content';
import {
  formatProblems,
  keyedIsLongest,
  lintContent,
  lintModules,
  oneScaleTemperatures,
  type LintModule,
} from '../lint/content-lint';
import { curriculumCounts } from '../lint/counts';
import { questionOverlap, stemGivesAnswer } from '../lint/question-wording';
import { blindScore } from '../lint/quiz-balance';
import { moduleFile } from './content-fixture';

/** Lesson ids already served to learners: they must never disappear (progress is stored by id). */
const published = JSON.parse(
  fs.readFileSync(path.join(REAL_CONTENT_DIR, 'lesson-ids.json'), 'utf8'),
) as string[];

const OPTIONS = ['Chill it', 'Salt it well', 'Rest it for a bit', 'Slice it thinly now'];
const TOPICS = [
  'onions shallots chives',
  'garlic ginger galangal',
  'carrots parsnips turnips',
  'potatoes yams cassava',
  'celery celeriac lovage',
  'leeks ramps scallions',
  'fennel anise dill',
  'beets chard spinach',
];

/**
 * A fixture module that keeps every rule: each lesson keys every position once, so the key is the
 * longest, second-longest, third and shortest option once each, and no stem repeats another.
 */
function goodModule(): LintModule {
  const mod = moduleFile('knife-skills', ['knife-skills-1', 'knife-skills-2']) as unknown as LintModule;
  mod.lessons.forEach((lesson, l) => {
    lesson.content.quiz = [0, 1, 2, 3].map((n) => ({
      question: `What about ${TOPICS[l * 4 + n]}?`,
      options: [...OPTIONS],
      correct: n,
      feedback: ['a', 'b', 'c', 'd'],
    }));
    lesson.content.intro = {
      character: 'Chef Chilli',
      greeting: 'Hi',
      description: 'Cook chicken to 165°F (74°C).',
    };
  });
  return mod;
}

/** The rules the lint reports for one module. */
const rulesOf = (mod: LintModule) => lintModules([mod], ['knife-skills-1']).map((p) => p.rule);

describe('content lint', () => {
  it('when every module file of the real curriculum is linted, then it breaks no rule', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    expect(formatProblems(lintContent(content, published))).toBe('');
  });

  it('when a fixture module keeps every rule, then the lint finds nothing', () => {
    expect(lintModules([goodModule()], ['knife-skills-1'])).toEqual([]);
  });

  it('when a module is broken on purpose, then each rule reports it', () => {
    const mod = goodModule();
    const [q1, q2, q3] = mod.lessons[0].content.quiz!;
    q1.correct = 4; // not one of the options
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

  it('when one position keys most of a module, then position-share names it', () => {
    const mod = goodModule();
    for (const lesson of mod.lessons)
      for (const q of lesson.content.quiz!) q.correct = q.correct === 0 ? 0 : 1;
    const problems = lintModules([mod], ['knife-skills-1']).filter((p) => p.rule === 'position-share');
    expect(problems.map((p) => p.message)).toEqual([
      'position B holds 75 % of the keys (15–40 % allowed)',
      'position C holds 0 % of the keys (15–40 % allowed)',
      'position D holds 0 % of the keys (15–40 % allowed)',
    ]);
  });

  it('when the key is among the two longest options in more than half the questions, then longest-two fails', () => {
    const mod = goodModule();
    mod.lessons[0].content.quiz![0].correct = 3; // rank 4 → rank 1: five of eight now in the top two
    expect(rulesOf(mod)).toContain('longest-two');
    expect(rulesOf(goodModule())).not.toContain('longest-two');
  });

  it('when a blind picker would pass a lesson, then blind-pass names the picker', () => {
    for (const [picker, key] of [
      ['always-a', 0],
      ['longest', 3],
      ['second-longest', 2],
    ] as const) {
      const mod = goodModule();
      const quiz = mod.lessons[0].content.quiz!;
      // Three of four questions keyed where the picker looks: 75 %, above the 60 % pass mark.
      for (const q of quiz.slice(0, 3)) q.correct = key;
      quiz[3].correct = key === 3 ? 1 : 3;
      expect(blindScore(quiz, picker)).toBe(75);
      expect(formatProblems(lintModules([mod], []))).toContain(
        `knife-skills-1 [blind-pass]: a blind ${picker} picker scores 75 % and passes`,
      );
    }
    for (const picker of ['always-a', 'longest', 'second-longest'] as const)
      expect(blindScore(goodModule().lessons[0].content.quiz!, picker)).toBe(25);
  });

  it('when two questions of one level ask the same thing, then near-duplicate names the pair; another level may repeat it', () => {
    const a = goodModule();
    const b = goodModule();
    b.id = 'knife-more';
    b.lessons.forEach((l, i) => (l.id = `knife-more-${i + 1}`));
    b.level = 'advanced';
    a.level = 'beginner';
    expect(lintModules([a, b], []).filter((p) => p.rule === 'near-duplicate')).toEqual([]);
    b.level = 'beginner';
    expect(formatProblems(lintModules([a, b], []))).toContain(
      'knife-skills / knife-skills-1 / Q1 [near-duplicate]: asks nearly what knife-more-1 Q1 asks (100 % shared words)',
    );
    expect(questionOverlap(a.lessons[0].content.quiz![0], a.lessons[0].content.quiz![1])).toBeLessThan(0.45);
  });

  it("when the stem repeats the key's wording, then stem-gives-answer flags it", () => {
    const mod = goodModule();
    mod.lessons[1].content.quiz![2].question = 'Should you rest it?'; // key: 'Rest it for a bit'
    expect(formatProblems(lintModules([mod], []))).toContain(
      'knife-skills / knife-skills-2 / Q3 [stem-gives-answer]: the stem repeats the key\'s wording: "Rest it for a bit"',
    );
    expect(
      stemGivesAnswer({ question: 'Should you chill it?', options: OPTIONS, correct: 2, feedback: [] }),
    ).toBe(false);
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

  it('when the real curriculum is counted, then each level line sums its tracks and empty modules are named', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    const lines = curriculumCounts(content);
    const levels = lines.filter((l) => !l.startsWith(' '));
    expect(levels).toHaveLength(content.index.levels.length);
    let level = 0;
    let tracks = 0;
    for (const line of [...lines, 'end: 0 lessons']) {
      const n = Number(/(\d+) lessons/.exec(line)![1]);
      if (line.startsWith(' ')) tracks += n;
      else {
        expect(tracks).toBe(level);
        [level, tracks] = [n, 0];
      }
    }
    const emptyIds = [...content.modules.values()].filter((m) => m.lessons.length === 0).map((m) => m.id);
    for (const id of [...emptyIds, ...content.missingModules]) expect(lines.join('\n')).toContain(id);
  });

  it('when the real curriculum is read, then every level has a picture question and every picture is shown somewhere', async () => {
    const content = await loadContent(REAL_CONTENT_DIR);
    const used = new Set<string>();
    for (const level of content.index.levels) {
      const lessons = level.tracks
        .flatMap((t) => t.modules)
        .flatMap((m) => content.modules.get(m)?.lessons ?? []);
      const pictureQuestions = lessons.flatMap((l) => l.content.quiz.filter((q) => q.pictures));
      expect({ level: level.id, pictureQuestions: pictureQuestions.length > 0 }).toEqual({
        level: level.id,
        pictureQuestions: true,
      });
      for (const l of lessons) {
        for (const q of l.content.quiz) for (const p of q.pictures ?? []) used.add(p);
        for (const s of l.content.core_content.sections ?? []) if (s.picture) used.add(s.picture.id);
      }
    }
    expect(PICTURE_IDS.filter((id) => !used.has(id))).toEqual([]);
  });
});
