import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXT, FEEDBACK_TYPES } from '@fff/domain';

/** POST /api/feedback (spec part 2 §3, §5): one of six types and a trimmed, non-empty message. */
export const feedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: FEEDBACK_TEXT.typeRequired }),
  message: z
    .string({ error: FEEDBACK_TEXT.empty })
    .trim()
    .min(1, FEEDBACK_TEXT.empty)
    .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXT.tooLong),
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
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.iso.datetime().optional(),
  type: z.enum(FEEDBACK_TYPES).optional(),
});

export const feedbackListResponseSchema = z.object({ items: z.array(feedbackEntrySchema) });

export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
