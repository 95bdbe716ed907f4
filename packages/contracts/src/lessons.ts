import * as z from 'zod/mini';
import { heartsResponseSchema } from './hearts';
import { lessonTypeSchema, slugSchema, xpTypeSchema } from './curriculum';
import { moduleSummarySchema } from './levels';
import { answerResultSchema, optionIdSchema, publicQuizQuestionSchema } from './quiz-options';

/** Path parameters of /api/modules/:id/… and /api/lessons/:id/… (ids are kebab slugs). */
export const slugParamsSchema = z.object({ id: slugSchema });

export const lessonStatusSchema = z.enum(['complete', 'start', 'locked']);

/** What every view of a lesson says about it (its card and the lesson itself). */
export const lessonHeadSchema = z.object({
  id: slugSchema,
  title: z.string(),
  description: z.string(),
  learningOutcome: z.string(),
  xpType: xpTypeSchema,
  type: lessonTypeSchema,
});

/** One card of the lesson path (GET /api/modules/:id/lessons). */
export const lessonCardSchema = z.extend(lessonHeadSchema, {
  order: z.number().check(z.int(), z.gte(0)),
  status: lessonStatusSchema,
});

export const moduleLessonsResponseSchema = z.object({
  // The module as GET /api/levels lists it, plus this learner's progress in it.
  module: z.extend(moduleSummarySchema, {
    completedLessons: z.number().check(z.int(), z.gte(0)),
    unlocked: z.boolean(),
  }),
  lessons: z.array(lessonCardSchema),
});

export const attemptSchema = z.object({ answers: z.array(answerResultSchema), completed: z.boolean() });

/** GET /api/lessons/:id: content.quiz holds public questions; attempt lets a reload resume. */
export const lessonResponseSchema = z.extend(lessonHeadSchema, {
  moduleId: slugSchema,
  content: z.catchall(z.object({ quiz: z.array(publicQuizQuestionSchema) }), z.unknown()),
  attempt: attemptSchema,
});

/** The answer's verdict plus the hearts left after it. */
export const answerResponseSchema = z.extend(
  z.object({ correct: z.boolean(), correctOptionId: optionIdSchema, feedback: z.string() }),
  heartsResponseSchema.shape,
);

/** 403 body when the learner has no hearts left: `{ error: 'no_hearts', message, nextHeartAt }`. */
export const noHeartsErrorSchema = z.object({
  error: z.literal('no_hearts'),
  message: z.string(),
  nextHeartAt: z.nullable(z.string()),
});

/** POST /api/lessons/:id/complete: both fields are accepted for the spec's client and ignored. */
export const completeLessonRequestSchema = z.object({
  xpEarned: z.optional(z.unknown()),
  score: z.optional(z.unknown()),
});

/**
 * The lesson's outcome as the server decided it. Below the pass mark (`passed: false`) nothing is
 * credited and the next lesson stays locked. `xpEarned` and `spiceStonesEarned` are what this call
 * credited (0 on a replay or a retried call); `levelUpSpiceStones` is the part of the stones paid for
 * the levels reached, so a level-up popup can state the credited figure.
 */
export const completeLessonResponseSchema = z.object({
  passed: z.boolean(),
  passPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  correctAnswers: z.number().check(z.int(), z.gte(0)),
  totalQuestions: z.number().check(z.int(), z.gte(0)),
  xpEarned: z.number().check(z.int(), z.gte(0)),
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  leveledUp: z.boolean(),
  newLevel: z.number().check(z.int(), z.gte(1)),
  spiceStonesEarned: z.number().check(z.int(), z.gte(0)),
  levelUpSpiceStones: z.number().check(z.int(), z.gte(0)),
  /** Spice Stones the daily quests, their chest and achievements paid for this completion, beside spiceStonesEarned. */
  bonusSpiceStones: z.optional(z.number().check(z.int(), z.gte(0))),
  /** The weekly theme that multiplied xpEarned (its name and factor), or null when none did. */
  themeBonus: z.optional(
    z.nullable(z.object({ name: z.string(), factor: z.number().check(z.int(), z.gte(2)) })),
  ),
  streak: z.number().check(z.int(), z.gte(0)),
  /** The streak length just reached when it is a milestone (3, 7, 30 … days), else null. */
  streakMilestone: z.nullable(z.number().check(z.int(), z.gte(1))),
  alreadyCompleted: z.boolean(),
  hearts: heartsResponseSchema.shape.hearts,
  nextHeartAt: z.nullable(z.string()),
});

/** POST /api/lessons/:id/restart → the fresh attempt. */
export const restartLessonResponseSchema = attemptSchema;

export type LessonStatus = z.infer<typeof lessonStatusSchema>;
export type LessonHead = z.infer<typeof lessonHeadSchema>;
export type LessonCard = z.infer<typeof lessonCardSchema>;
export type ModuleLessonsResponse = z.infer<typeof moduleLessonsResponseSchema>;
export type Attempt = z.infer<typeof attemptSchema>;
export type LessonResponse = z.infer<typeof lessonResponseSchema>;
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
export type NoHeartsError = z.infer<typeof noHeartsErrorSchema>;
export type CompleteLessonResponse = z.infer<typeof completeLessonResponseSchema>;
