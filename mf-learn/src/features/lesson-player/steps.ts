// The player's steps, in the spec's order: intro, content (tools, sections, zones), one step per
// quiz question, completion. Content may arrive as JSON text or as an object.
import type { PublicQuizQuestion } from '@fff/contracts';

/** Intro of a lesson. */
export interface Intro { character: string; greeting: string; description: string }
/** A tool of the core content. */
export interface Tool { name: string; description: string; chef_note?: string }
/** A section of the core content. */
export interface Section {
  name: string; description: string; color_guide?: string; materials?: string[];
  problems?: string[]; steps?: string[]; key_points?: string[]; chef_note?: string;
}
/** A zone of the core content. */
export interface Zone { name: string; description: string; key_points?: string[]; chef_note?: string }
/** Completion text. */
export interface Completion { message: string; character_action: string }

/** One screen of the player. */
export type Step =
  | { kind: 'intro'; intro: Intro }
  | { kind: 'tools'; tools: Tool[] }
  | { kind: 'section'; section: Section }
  | { kind: 'zone'; zone: Zone }
  | { kind: 'quiz'; questionIndex: number; question: PublicQuizQuestion }
  | { kind: 'completion'; completion?: Completion };

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter(isRecord) as unknown as T[]) : []);

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
  if (isRecord(c.intro)) steps.push({ kind: 'intro', intro: c.intro as unknown as Intro });
  const core = isRecord(c.core_content) ? c.core_content : {};
  const tools = list<Tool>(core.tools);
  if (tools.length > 0) steps.push({ kind: 'tools', tools });
  for (const section of list<Section>(core.sections)) steps.push({ kind: 'section', section });
  for (const zone of list<Zone>(core.zones)) steps.push({ kind: 'zone', zone });
  list<PublicQuizQuestion>(c.quiz).forEach((question, questionIndex) => steps.push({ kind: 'quiz', questionIndex, question }));
  steps.push({ kind: 'completion', completion: isRecord(c.completion) ? (c.completion as unknown as Completion) : undefined });
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
