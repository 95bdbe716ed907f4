import * as z from 'zod/mini';
import { slugSchema } from './curriculum';
import {
  answerRequestSchema,
  answerResultSchema,
  optionIdSchema,
  publicQuizQuestionSchema,
} from './quiz-options';

const count = z.number().check(z.int(), z.gte(0));

/** GET /api/review: how many questions are due for review now (the Learn entry's figure). */
export const reviewSummarySchema = z.object({ due: count });

/** Path parameters of /api/review/sessions/:id/… (a session id the server drew). */
export const reviewSessionParamsSchema = z.object({
  id: z
    .string({ message: 'The review id must be text' })
    .check(z.regex(/^[a-f0-9]{24}$/, 'The review id must be one the server sent')),
});

/** One question of a review: where it comes from, and the question with its options in this session's order. */
export const reviewItemSchema = z.extend(publicQuizQuestionSchema, {
  lessonId: slugSchema,
  lessonTitle: z.string(),
});

/**
 * POST /api/review/sessions: the learner's open review (the same one, same order and option ids, on
 * a reload), or a new one drawn from what is due. `answers[].questionIndex` is the item's index.
 */
export const reviewSessionSchema = z.object({
  id: reviewSessionParamsSchema.shape.id,
  items: z.array(reviewItemSchema),
  answers: z.array(answerResultSchema),
  completed: z.boolean(),
  /** XP a finished review pays (once per session). */
  xpReward: count,
});

/** POST /api/review/sessions/:id/answer: as a lesson's answer, by option id (never by position); questionIndex is the item's index. */
export const reviewAnswerRequestSchema = answerRequestSchema;

/** The verdict; `nextReviewAt` is when the question comes back (later when right, sooner when wrong). */
export const reviewAnswerResponseSchema = z.object({
  correct: z.boolean(),
  correctOptionId: optionIdSchema,
  feedback: z.string(),
  nextReviewAt: z.string(),
});

/** POST /api/review/sessions/:id/complete: what this call credited and what is still due. */
export const reviewCompleteResponseSchema = z.object({
  correctAnswers: count,
  totalQuestions: count,
  /** XP this call paid (0 when the session was already paid). */
  xpEarned: count,
  streak: count,
  due: count,
});

/** POST /api/test/review/advance (developer test page): the learner's review schedule as if `days` had passed. */
export const reviewAdvanceRequestSchema = z.object({
  days: z
    .number({ message: 'days must be a number' })
    .check(
      z.int('days must be a whole number'),
      z.gte(1, 'days must be 1 or more'),
      z.lte(365, 'days must be 365 or less'),
    ),
});

export const reviewAdvanceResponseSchema = z.object({ moved: count });

export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export type ReviewSession = z.infer<typeof reviewSessionSchema>;
export type ReviewAnswerRequest = z.infer<typeof reviewAnswerRequestSchema>;
export type ReviewAnswerResponse = z.infer<typeof reviewAnswerResponseSchema>;
export type ReviewCompleteResponse = z.infer<typeof reviewCompleteResponseSchema>;
