// Quiz balance rules: where the keys sit and how long they are must not give answers away.
// - position-share: every option position holds 15–40 % of a module's keys (options are shuffled for
//   serving, but the authored data stays honest for anything that reads it in order);
// - longest-two: the keyed answer is among the two longest options in at most half of a module's questions;
// - blind-pass: no lesson is passed by a blind picker that always takes option A, the longest option or
//   the second-longest one (the pass mark is the product's own, from @fff/domain).
// Ties are broken at random, as a blind picker would: a key tied with others for a length counts
// by its chance of being the option picked, so options of equal length carry no cue.
import { lessonPassed } from '@fff/domain';
import type { LintModule, LintProblem, LintQuestion } from './lint-types';

/** Smallest and largest share of a module's keys one option position may hold. */
export const POSITION_SHARE = { min: 0.15, max: 0.4 } as const;

/** The most questions of one module whose key may be among the two longest options (half). */
export const MAX_TOP_TWO_KEYED_SHARE = 0.5;

/**
 * The chance that the key is the k-th longest option (k = 1 longest) when options of equal length
 * are ordered at random.
 */
export function keyedLengthChance(q: LintQuestion, k: number): number {
  const keyed = q.options[q.correct]?.length ?? 0;
  const others = q.options.filter((_, i) => i !== q.correct);
  const longer = others.filter((o) => o.length > keyed).length;
  const tied = others.filter((o) => o.length === keyed).length;
  // The key lands on any of the places longer+1 … longer+1+tied with equal chance.
  return k > longer && k <= longer + 1 + tied ? 1 / (tied + 1) : 0;
}

/** The blind pickers the lint tries: always option A, the longest option, the second-longest. */
export type BlindPicker = 'always-a' | 'longest' | 'second-longest';

const chance = (q: LintQuestion, picker: BlindPicker) =>
  picker === 'always-a' ? Number(q.correct === 0) : keyedLengthChance(q, picker === 'longest' ? 1 : 2);

/** The score (percent, rounded as completion rounds it) a blind picker expects on a quiz. */
export function blindScore(quiz: readonly LintQuestion[], picker: BlindPicker): number {
  if (quiz.length === 0) return 0;
  const hits = quiz.reduce((sum, q) => sum + chance(q, picker), 0);
  return Math.round((hits / quiz.length) * 100);
}

const BLIND_PICKERS: BlindPicker[] = ['always-a', 'longest', 'second-longest'];

function positionProblems(mod: LintModule, questions: LintQuestion[]): LintProblem[] {
  // Positions every question has (a question with fewer options cannot key the later ones).
  const positions = Math.min(...questions.map((q) => q.options.length));
  const out: LintProblem[] = [];
  for (let p = 0; p < positions; p++) {
    const share = questions.filter((q) => q.correct === p).length / questions.length;
    if (share < POSITION_SHARE.min || share > POSITION_SHARE.max)
      out.push({
        moduleId: mod.id,
        rule: 'position-share',
        message: `position ${String.fromCharCode(65 + p)} holds ${Math.round(share * 100)} % of the keys (15–40 % allowed)`,
      });
  }
  return out;
}

function topTwoProblems(mod: LintModule, questions: LintQuestion[]): LintProblem[] {
  const topTwo = questions.reduce((sum, q) => sum + keyedLengthChance(q, 1) + keyedLengthChance(q, 2), 0);
  const max = Math.floor(questions.length * MAX_TOP_TWO_KEYED_SHARE);
  if (topTwo <= max) return [];
  return [
    {
      moduleId: mod.id,
      rule: 'longest-two',
      message: `the keyed answer is among the two longest options in ${+topTwo.toFixed(1)} of ${questions.length} questions (at most ${max} allowed)`,
    },
  ];
}

function blindProblems(mod: LintModule): LintProblem[] {
  return mod.lessons.flatMap((lesson) => {
    const quiz = lesson.content.quiz ?? [];
    return BLIND_PICKERS.filter((picker) => quiz.length > 0 && lessonPassed(blindScore(quiz, picker))).map(
      (picker) => ({
        moduleId: mod.id,
        lessonId: lesson.id,
        rule: 'blind-pass' as const,
        message: `a blind ${picker} picker scores ${blindScore(quiz, picker)} % and passes`,
      }),
    );
  });
}

/** Every balance problem of one module. */
export function balanceProblems(mod: LintModule): LintProblem[] {
  const questions = mod.lessons.flatMap((l) => l.content.quiz ?? []);
  if (questions.length === 0) return [];
  return [...positionProblems(mod, questions), ...topTwoProblems(mod, questions), ...blindProblems(mod)];
}
