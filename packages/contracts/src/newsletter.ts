import * as z from 'zod/mini';
import { NOTIFY_FEATURES, NOTIFY_TEXT, isValidEmail } from '@fff/domain';

/** POST /api/newsletter/signup (spec part 1 §3, §5, §7): a valid address and a known feature. */
export const newsletterSignupBodySchema = z.object({
  email: z.pipe(
    z.string({ error: NOTIFY_TEXT.invalidBody }).check(
      z.trim(),
      z.maxLength(254, NOTIFY_TEXT.invalidBody),
      z.refine((e) => isValidEmail(e), NOTIFY_TEXT.invalidBody),
    ),
    z.transform((e) => e.toLowerCase()),
  ),
  feature: z.enum(NOTIFY_FEATURES, { error: 'Unknown feature' }),
});

/** Signup answer: alreadySignedUp is true when the address was already on that feature's list. */
export const newsletterSignupResponseSchema = z.object({
  success: z.literal(true),
  alreadySignedUp: z.boolean(),
  message: z.string(),
});

/** The signed unsubscribe token of a newsletter mail (query string of the link). */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid.' }).check(z.minLength(1), z.maxLength(2048)),
});

export const newsletterUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type NewsletterSignupBody = z.infer<typeof newsletterSignupBodySchema>;
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
