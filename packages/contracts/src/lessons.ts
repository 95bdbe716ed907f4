import { z } from 'zod';
import { heartsResponseSchema } from './hearts';
import { lessonTypeSchema, moduleLevelSchema, slugSchema, xpTypeSchema } from './curriculum';

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
export const lessonCardSchema = lessonHeadSchema.extend({
  order: z.number().int().min(0),
  status: lessonStatusSchema,
});

export const moduleLessonsResponseSchema = z.object({
  module: z.object({
    id: slugSchema,
    title: z.string(),
    description: z.string(),
    level: moduleLevelSchema,
    lessonCount: z.number().int().min(0),
    completedLessons: z.number().int().min(0),
    unlocked: z.boolean(),
  }),
  lessons: z.array(lessonCardSchema),
});

/** A quiz question as sent before it is answered: no correct index, no feedback. */
export const publicQuizQuestionSchema = z.object({ question: z.string(), options: z.array(z.string()) });

/** The recorded result of one answered question. */
export const answerResultSchema = z.object({
  questionIndex: z.number().int().min(0),
  answerIndex: z.number().int().min(0),
  correct: z.boolean(),
  correctIndex: z.number().int().min(0),
  feedback: z.string(),
});

export const attemptSchema = z.object({ answers: z.array(answerResultSchema), completed: z.boolean() });

/** GET /api/lessons/:id: content.quiz holds public questions; attempt lets a reload resume. */
export const lessonResponseSchema = lessonHeadSchema.extend({
  moduleId: slugSchema,
  content: z.object({ quiz: z.array(publicQuizQuestionSchema) }).catchall(z.unknown()),
  attempt: attemptSchema,
});

/** POST /api/lessons/:id/answer */
export const answerRequestSchema = z.object({
  questionIndex: z
    .number({ message: 'questionIndex must be a number' })
    .int('questionIndex must be a whole number')
    .min(0, 'questionIndex must be 0 or more')
    .max(100, 'questionIndex must be 100 or less'),
  answerIndex: z
    .number({ message: 'answerIndex must be a number' })
    .int('answerIndex must be a whole number')
    .min(0, 'answerIndex must be 0 or more')
    .max(20, 'answerIndex must be 20 or less'),
});

/** The answer's verdict plus the hearts left after it. */
export const answerResponseSchema = z
  .object({ correct: z.boolean(), correctIndex: z.number().int().min(0), feedback: z.string() })
  .extend(heartsResponseSchema.shape);

/** 403 body when the learner has no hearts left: `{ error: 'no_hearts', message, nextHeartAt }`. */
export const noHeartsErrorSchema = z.object({
  error: z.literal('no_hearts'),
  message: z.string(),
  nextHeartAt: z.string().nullable(),
});

/** POST /api/lessons/:id/complete: both fields are accepted for the spec's client and ignored. */
export const completeLessonRequestSchema = z.object({
  xpEarned: z.unknown().optional(),
  score: z.unknown().optional(),
});

/**
 * The lesson's outcome as the server decided it. Below the pass mark (`passed: false`) nothing is
 * credited and the next lesson stays locked. `xpEarned` and `spiceStonesEarned` are what this call
 * credited (0 on a replay or a retried call); `levelUpSpiceStones` is the part of the stones paid for
 * the levels reached, so a level-up popup can state the credited figure.
 */
export const completeLessonResponseSchema = z.object({
  passed: z.boolean(),
  passPercent: z.number().int().min(0).max(100),
  correctAnswers: z.number().int().min(0),
  totalQuestions: z.number().int().min(0),
  xpEarned: z.number().int().min(0),
  score: z.number().int().min(0).max(100),
  leveledUp: z.boolean(),
  newLevel: z.number().int().min(1),
  spiceStonesEarned: z.number().int().min(0),
  levelUpSpiceStones: z.number().int().min(0),
  streak: z.number().int().min(0),
  /** The streak length just reached when it is a milestone (3, 7, 30 … days), else null. */
  streakMilestone: z.number().int().min(1).nullable(),
  alreadyCompleted: z.boolean(),
  hearts: heartsResponseSchema.shape.hearts,
  nextHeartAt: z.string().nullable(),
});

/** POST /api/lessons/:id/restart → the fresh attempt. */
export const restartLessonResponseSchema = attemptSchema;

export type LessonStatus = z.infer<typeof lessonStatusSchema>;
export type LessonHead = z.infer<typeof lessonHeadSchema>;
export type LessonCard = z.infer<typeof lessonCardSchema>;
export type ModuleLessonsResponse = z.infer<typeof moduleLessonsResponseSchema>;
export type PublicQuizQuestion = z.infer<typeof publicQuizQuestionSchema>;
export type AnswerResult = z.infer<typeof answerResultSchema>;
export type Attempt = z.infer<typeof attemptSchema>;
export type LessonResponse = z.infer<typeof lessonResponseSchema>;
export type AnswerRequest = z.infer<typeof answerRequestSchema>;
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
export type NoHeartsError = z.infer<typeof noHeartsErrorSchema>;
export type CompleteLessonResponse = z.infer<typeof completeLessonResponseSchema>;
