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

/**
 * Signup answer: the same for every address (new, waiting or already on the list), so nobody
 * learns whether an address is signed up; the owner confirms through the mailed link.
 */
export const newsletterSignupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** The signed token of a signup's confirmation link (query string). */
export const newsletterConfirmQuerySchema = z.object({
  token: z.string({ error: 'This confirmation link is not valid.' }).check(z.minLength(1), z.maxLength(2048)),
});

/** The signed unsubscribe token of a newsletter mail (query string of the link). */
export const newsletterUnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid.' }).check(z.minLength(1), z.maxLength(2048)),
});

/** Answer of the unsubscribe and confirm POSTs (JSON callers). */
export const newsletterUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export type NewsletterSignupBody = z.infer<typeof newsletterSignupBodySchema>;
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
