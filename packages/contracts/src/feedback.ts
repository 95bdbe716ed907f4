import * as z from 'zod/mini';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXT, FEEDBACK_TYPES } from '@fff/domain';

/** POST /api/feedback (spec part 2 §3, §5): one of six types and a trimmed, non-empty message. */
export const feedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: FEEDBACK_TEXT.typeRequired }),
  message: z
    .string({ error: FEEDBACK_TEXT.empty })
    .check(
      z.trim(),
      z.minLength(1, FEEDBACK_TEXT.empty),
      z.maxLength(FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXT.tooLong),
    ),
});

export const feedbackResponseSchema = z.object({ success: z.literal(true), id: z.string() });

/** One stored feedback message as operators read it (GET /internal/feedback). */
export const feedbackEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  appVersion: z.string(),
  createdAt: z.string(),
});

/** GET /internal/feedback: newest first, `before` (an ISO time) pages back. */
export const feedbackListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  before: z.optional(z.iso.datetime()),
  type: z.optional(z.enum(FEEDBACK_TYPES)),
});

export const feedbackListResponseSchema = z.object({ items: z.array(feedbackEntrySchema) });

export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
