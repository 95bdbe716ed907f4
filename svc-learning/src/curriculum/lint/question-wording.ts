// Question wording rules:
// - near-duplicate: two questions of one level ask the same thing (their stems, or stem plus key, share
//   most of their content words), so one teaches nothing new and a learner may remember the other's key;
// - stem-gives-answer: the stem repeats most of the keyed option's content words, more than any wrong
//   option's, so the wording points at the answer.
import type { LintModule, LintProblem, LintQuestion } from './lint-types';

/** Word overlap (Jaccard) at or above which two questions of one level count as near-duplicates. */
export const NEAR_DUPLICATE_OVERLAP = 0.45;

/** Share of the key's content words the stem may repeat (and more than any wrong option's) before it gives it away. */
export const STEM_KEY_OVERLAP = 0.5;

const STOP_WORDS = new Set(
  (
    'the and for with are its your you this that what which why how when does should can from into than then ' +
    'not about after before while just only their them they was were has have had one two three first most ' +
    'more less best over some each other'
  ).split(' '),
);

/** The content words of a text: lower case, 4+ characters, no common words, a plural s folded. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9°]+/g) ?? [];
  return new Set(
    words
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w))
      .map((w) => (w.endsWith('s') ? w.slice(0, -1) : w)),
  );
}

const overlap = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((w) => b.has(w)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : shared / union;
};

/** Share of an option's content words that the stem repeats. */
const repeated = (stem: Set<string>, option: string) => {
  const words = contentWords(option);
  return words.size === 0 ? 0 : [...words].filter((w) => stem.has(w)).length / words.size;
};

/** True when the stem repeats the key's wording more than any wrong option's, and at least half of it. */
export function stemGivesAnswer(q: LintQuestion): boolean {
  const stem = contentWords(q.question);
  const keyed = repeated(stem, q.options[q.correct] ?? '');
  return keyed >= STEM_KEY_OVERLAP && q.options.every((o, i) => i === q.correct || repeated(stem, o) < keyed);
}

/** How alike two questions are: the larger of the stems' overlap and the stems-plus-keys' overlap. */
export function questionOverlap(a: LintQuestion, b: LintQuestion): number {
  const withKey = (q: LintQuestion) => contentWords(`${q.question} ${q.options[q.correct] ?? ''}`);
  return Math.max(
    overlap(contentWords(a.question), contentWords(b.question)),
    overlap(withKey(a), withKey(b)),
  );
}

interface Placed {
  moduleId: string;
  lessonId: string;
  question: number;
  q: LintQuestion;
}

function placed(mod: LintModule): Placed[] {
  return mod.lessons.flatMap((l) =>
    (l.content.quiz ?? []).map((q, i) => ({ moduleId: mod.id, lessonId: l.id, question: i + 1, q })),
  );
}

/** Every stem that gives its answer away. */
export function stemProblems(mod: LintModule): LintProblem[] {
  return placed(mod)
    .filter(({ q }) => stemGivesAnswer(q))
    .map(({ moduleId, lessonId, question, q }) => ({
      moduleId,
      lessonId,
      question,
      rule: 'stem-gives-answer' as const,
      message: `the stem repeats the key's wording: "${q.options[q.correct]}"`,
    }));
}

/** Every pair of near-duplicate questions within one level (modules without a level form their own group). */
export function nearDuplicateProblems(modules: readonly LintModule[]): LintProblem[] {
  const byLevel = new Map<string, Placed[]>();
  for (const mod of modules) {
    const key = mod.level ?? `module:${mod.id}`;
    byLevel.set(key, [...(byLevel.get(key) ?? []), ...placed(mod)]);
  }
  const out: LintProblem[] = [];
  for (const items of byLevel.values())
    items.forEach((a, i) => {
      for (const b of items.slice(i + 1)) {
        const score = questionOverlap(a.q, b.q);
        if (score >= NEAR_DUPLICATE_OVERLAP)
          out.push({
            moduleId: a.moduleId,
            lessonId: a.lessonId,
            question: a.question,
            rule: 'near-duplicate',
            message: `asks nearly what ${b.lessonId} Q${b.question} asks (${Math.round(score * 100)} % shared words)`,
          });
      }
    });
  return out;
}
