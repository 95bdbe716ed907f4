import * as z from 'zod/mini';
import { pictureIdSchema } from './lesson-pictures';

/**
 * Quiz options as served: each option carries an opaque id that is drawn afresh for every attempt,
 * and the options come in an order shuffled per attempt, so neither an option's position nor its id
 * says anything about which one is right. Answers name the option by id, never by position.
 */
export const optionIdSchema = z
  .string({ message: 'optionId must be text' })
  .check(z.regex(/^[a-f0-9]{12}$/, 'optionId must be one of the ids the lesson sent'));

/** One option of a question, as the player shows it; in a picture question the text is the picture's alternative. */
export const publicQuizOptionSchema = z.object({
  id: optionIdSchema,
  text: z.string(),
  picture: z.optional(pictureIdSchema),
});

/** A quiz question as sent before it is answered: options in this attempt's order, no key, no feedback. */
export const publicQuizQuestionSchema = z.object({
  question: z.string(),
  options: z.array(publicQuizOptionSchema),
});

/** The recorded result of one answered question. */
export const answerResultSchema = z.object({
  questionIndex: z.number().check(z.int(), z.gte(0)),
  optionId: optionIdSchema,
  correct: z.boolean(),
  correctOptionId: optionIdSchema,
  feedback: z.string(),
});

/** The message that refuses an answer given by position (the positions change with every attempt). */
export const ANSWER_BY_POSITION_MESSAGE =
  'Answers are checked by option id: send optionId (one of the ids the lesson sent), not answerIndex. The options are shuffled for every attempt.';

/** POST /api/lessons/:id/answer */
export const answerRequestSchema = z.object({
  questionIndex: z
    .number({ message: 'questionIndex must be a number' })
    .check(
      z.int('questionIndex must be a whole number'),
      z.gte(0, 'questionIndex must be 0 or more'),
      z.lte(100, 'questionIndex must be 100 or less'),
    ),
  // Listed before optionId so that a client still answering by position reads why it is refused.
  answerIndex: z.optional(z.never({ message: ANSWER_BY_POSITION_MESSAGE })),
  optionId: optionIdSchema,
});

export type PublicQuizOption = z.infer<typeof publicQuizOptionSchema>;
export type PublicQuizQuestion = z.infer<typeof publicQuizQuestionSchema>;
export type AnswerResult = z.infer<typeof answerResultSchema>;
export type AnswerRequest = z.infer<typeof answerRequestSchema>;
