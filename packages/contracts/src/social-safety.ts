import { REPORT_REASON_MAX, SOCIAL_ERRORS } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';

/** POST /api/report-content (spec §7): only users can be reported; the reason must not be blank. */
export const reportBodySchema = z.object({
  type: z.literal('user', { error: 'Only users can be reported' }),
  targetId: userIdSchema,
  reason: z
    .string({ error: SOCIAL_ERRORS.blankReason })
    .check(
      z.trim(),
      z.minLength(1, SOCIAL_ERRORS.blankReason),
      z.maxLength(REPORT_REASON_MAX, `A reason is at most ${REPORT_REASON_MAX} characters`),
    ),
});

/** Answer of block and report. */
export const socialSuccessSchema = z.object({ success: z.literal(true) });

export type ReportBody = z.infer<typeof reportBodySchema>;
