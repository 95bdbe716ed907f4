import { z } from 'zod';

/** GET /api/auth/check-email?email=… (spec part 1 §7): does an account use this address? */
export const checkEmailQuerySchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});

export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

export type CheckEmailQuery = z.infer<typeof checkEmailQuerySchema>;
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;
