import * as z from 'zod/mini';
import { AUTH_MESSAGES } from '@fff/domain';

/** GET /api/auth/check-email?email=… (spec part 1 §7): does an account use this address? */
export const checkEmailQuerySchema = z.object({
  email: z.pipe(
    z
      .string({ error: AUTH_MESSAGES.registerEmailInvalid })
      .check(z.trim(), z.maxLength(254, AUTH_MESSAGES.registerEmailInvalid)),
    z.email({ error: AUTH_MESSAGES.registerEmailInvalid }),
  ),
});

/**
 * `exists` is the spec's answer; `disposable` (an addition clients may ignore) says the domain is on
 * the disposable list, which only the server holds, for the live sign-up hint.
 */
export const checkEmailResponseSchema = z.object({ exists: z.boolean(), disposable: z.boolean() });

export type CheckEmailQuery = z.infer<typeof checkEmailQuerySchema>;
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;
