// The player's steps, in the spec's order: intro, content (tools, sections, zones), one step per
// quiz question, completion. Content may arrive as JSON text or as an object; each part is read
// with its contract schema (packages/contracts lesson-view.ts).
import {
  lessonCompletionViewSchema,
  lessonIntroViewSchema,
  lessonSectionViewSchema,
  lessonToolViewSchema,
  lessonZoneViewSchema,
  publicQuizQuestionSchema,
  type LessonCompletionView,
  type LessonIntroView,
  type LessonSectionView,
  type LessonToolView,
  type LessonZoneView,
  type PublicQuizQuestion,
} from '@fff/contracts';

/** Intro of a lesson. */
export type Intro = LessonIntroView;
/** A tool of the core content. */
export type Tool = LessonToolView;
/** A section of the core content. */
export type Section = LessonSectionView;
/** A zone of the core content. */
export type Zone = LessonZoneView;
/** Completion text. */
export type Completion = LessonCompletionView;

/** One screen of the player. */
export type Step =
  | { kind: 'intro'; intro: Intro }
  | { kind: 'tools'; tools: Tool[] }
  | { kind: 'section'; section: Section }
  | { kind: 'zone'; zone: Zone }
  | { kind: 'quiz'; questionIndex: number; question: PublicQuizQuestion }
  | { kind: 'completion'; completion?: Completion };

type Raw = Record<string, unknown>;
interface PartSchema<T> {
  safeParse(data: unknown): { success: boolean; data?: T };
}
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
/** One part read with its contract schema; undefined when absent or malformed. */
const one = <T>(schema: PartSchema<T>, v: unknown): T | undefined => {
  const parsed = schema.safeParse(v);
  return parsed.success ? parsed.data : undefined;
};
/** The well-formed items of a list part (a malformed item is skipped, not the whole list). */
const list = <T>(schema: PartSchema<T>, v: unknown): T[] =>
  Array.isArray(v) ? v.map((item) => one(schema, item)).filter((item): item is T => item !== undefined) : [];

/** Parses lesson content given as an object or as JSON text (invalid text gives no content). */
export function parseContent(content: unknown): Raw {
  if (typeof content === 'string') {
    try {
      const parsed: unknown = JSON.parse(content);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return isRecord(content) ? content : {};
}

/** Builds the steps of a lesson; the completion step is always last, so a lesson can finish. */
export function buildSteps(content: unknown): Step[] {
  const c = parseContent(content);
  const steps: Step[] = [];
  const intro = one(lessonIntroViewSchema, c.intro);
  if (intro) steps.push({ kind: 'intro', intro });
  const core = isRecord(c.core_content) ? c.core_content : {};
  const tools = list(lessonToolViewSchema, core.tools);
  if (tools.length > 0) steps.push({ kind: 'tools', tools });
  for (const section of list(lessonSectionViewSchema, core.sections))
    steps.push({ kind: 'section', section });
  for (const zone of list(lessonZoneViewSchema, core.zones)) steps.push({ kind: 'zone', zone });
  list(publicQuizQuestionSchema, c.quiz).forEach((question, questionIndex) =>
    steps.push({ kind: 'quiz', questionIndex, question }),
  );
  steps.push({ kind: 'completion', completion: one(lessonCompletionViewSchema, c.completion) });
  return steps;
}

/** The first quiz step not yet answered, or -1; a restored step never goes past it. */
export function firstUnansweredQuiz(steps: readonly Step[], answered: ReadonlySet<number>): number {
  return steps.findIndex((s) => s.kind === 'quiz' && !answered.has(s.questionIndex));
}

/** Clamps a saved step index to what the learner may see now. */
export function restoreStep(saved: number, steps: readonly Step[], answered: ReadonlySet<number>): number {
  const max = steps.length - 1;
  const gate = firstUnansweredQuiz(steps, answered);
  const limit = gate === -1 ? max : gate;
  return Number.isInteger(saved) ? Math.max(0, Math.min(saved, limit)) : 0;
}
