// Content lint: rules every authored module file must keep, beyond the schema (which only checks shapes).
// - quiz: exactly one correct option (an integer index into the options), one non-empty feedback
//   line per option, no duplicate options;
// - the keyed answer is the strictly longest option in at most 35 % of a module's questions, so
//   length does not give the answer away (ties do not count: a tie points at no option);
// - lesson ids are `<moduleId>-<n>`, unique, and every id ever published stays (lesson-ids.json),
//   because progress and completions are stored by lesson id;
// - every temperature is written in both scales: a °F figure has a °C figure beside it and back;
// - key positions, key lengths and blind pickers (quiz-balance.ts);
// - near-duplicate questions within a level and stems that give their answer away (question-wording.ts).
import type { LoadedContent } from '../content';
import { balanceProblems } from './quiz-balance';
import type { LintLesson, LintModule, LintProblem, LintQuestion } from './lint-types';
import { nearDuplicateProblems, stemProblems } from './question-wording';

/** The most questions of one module whose keyed answer may be the longest option (35 %). */
export const MAX_LONGEST_KEYED_SHARE = 0.35;

export type { LintModule, LintProblem } from './lint-types';

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** True when the keyed option is longer than every other option. */
export function keyedIsLongest(q: LintQuestion): boolean {
  const keyed = q.options[q.correct]?.length ?? 0;
  return q.options.every((o, i) => i === q.correct || o.length < keyed);
}

function quizProblems(moduleId: string, lesson: LintLesson): LintProblem[] {
  const out: LintProblem[] = [];
  (lesson.content.quiz ?? []).forEach((q, i) => {
    const at = { moduleId, lessonId: lesson.id, question: i + 1 };
    if (!Number.isInteger(q.correct) || q.correct < 0 || q.correct >= q.options.length)
      out.push({
        ...at,
        rule: 'one-correct',
        message: `correct index ${q.correct} is not one of the ${q.options.length} options`,
      });
    if (q.feedback.length !== q.options.length || q.feedback.some((f) => !f.trim()))
      out.push({
        ...at,
        rule: 'feedback',
        message: `${q.feedback.length} feedback lines for ${q.options.length} options`,
      });
    const seen = new Set<string>();
    for (const o of q.options) {
      if (seen.has(norm(o)))
        out.push({ ...at, rule: 'duplicate-option', message: `option "${o}" appears twice` });
      seen.add(norm(o));
    }
  });
  return out;
}

function longestKeyedProblem(mod: LintModule): LintProblem[] {
  const questions = mod.lessons.flatMap((l) => l.content.quiz ?? []);
  if (questions.length === 0) return [];
  const longest = questions.filter(keyedIsLongest).length;
  const max = Math.floor(questions.length * MAX_LONGEST_KEYED_SHARE);
  if (longest <= max) return [];
  return [
    {
      moduleId: mod.id,
      rule: 'longest-keyed',
      message: `the keyed answer is the longest option in ${longest} of ${questions.length} questions (at most ${max} allowed)`,
    },
  ];
}

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const F = /\d\s*°\s*F\b/;
const C = /\d\s*°\s*C\b/;

/** The sentence-sized pieces of a text that name a temperature in one scale only. */
export function oneScaleTemperatures(text: string): string[] {
  // A temperature and its conversion sit in the same clause: "145°F (63°C)", "0–4°C / 32–40°F".
  const clauses = text.split(/(?<=[.;!?])\s+|\n/);
  return clauses.filter((c) => F.test(c) !== C.test(c));
}

function temperatureProblems(moduleId: string, lesson: LintLesson): LintProblem[] {
  return strings(lesson)
    .flatMap(oneScaleTemperatures)
    .map((clause) => ({
      moduleId,
      lessonId: lesson.id,
      rule: 'temperature' as const,
      message: `temperature without both °F and °C: "${clause.trim()}"`,
    }));
}

function idProblems(mod: LintModule, seen: Map<string, string>): LintProblem[] {
  const out: LintProblem[] = [];
  for (const lesson of mod.lessons) {
    if (!new RegExp(`^${mod.id}-\\d+$`).test(lesson.id))
      out.push({
        moduleId: mod.id,
        lessonId: lesson.id,
        rule: 'lesson-id',
        message: `lesson id should be ${mod.id}-<n>`,
      });
    const other = seen.get(lesson.id);
    if (other)
      out.push({
        moduleId: mod.id,
        lessonId: lesson.id,
        rule: 'lesson-id',
        message: `lesson id also used in ${other}`,
      });
    seen.set(lesson.id, mod.id);
  }
  return out;
}

/**
 * Lint every module. `publishedIds` are the lesson ids already served to learners; each must still
 * exist (renaming or dropping one would orphan the learners' progress).
 */
export function lintModules(modules: LintModule[], publishedIds: readonly string[] = []): LintProblem[] {
  const seen = new Map<string, string>();
  const problems = modules.flatMap((mod) => [
    ...idProblems(mod, seen),
    ...mod.lessons.flatMap((l) => [...quizProblems(mod.id, l), ...temperatureProblems(mod.id, l)]),
    ...longestKeyedProblem(mod),
    ...balanceProblems(mod),
    ...stemProblems(mod),
  ]);
  problems.push(...nearDuplicateProblems(modules));
  for (const id of publishedIds) {
    if (!seen.has(id))
      problems.push({
        moduleId: id.replace(/-\d+$/, ''),
        lessonId: id,
        rule: 'lesson-id',
        message: 'a published lesson id is gone',
      });
  }
  return problems;
}

/**
 * Lint loaded content: each module is grouped under the curriculum level whose track lists it (the
 * level a learner meets it in), which is what the near-duplicate rule compares within.
 */
export function lintContent(content: LoadedContent, publishedIds: readonly string[] = []): LintProblem[] {
  const levelOf = new Map(
    content.index.levels.flatMap((level) =>
      level.tracks.flatMap((t) => t.modules.map((m) => [m, level.id] as const)),
    ),
  );
  const modules = [...content.modules.values()].map(
    (mod) => ({ ...mod, level: levelOf.get(mod.id) }) as unknown as LintModule,
  );
  return lintModules(modules, publishedIds);
}

/** One line per problem, for a failing test's message. */
export function formatProblems(problems: LintProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.moduleId}${p.lessonId ? ` / ${p.lessonId}` : ''}${p.question ? ` / Q${p.question}` : ''} [${p.rule}]: ${p.message}`,
    )
    .join('\n');
}
