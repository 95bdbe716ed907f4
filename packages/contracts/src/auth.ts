import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES as M, PASSWORD_MAX } from '@fff/domain';

/**
 * Bodies and answers of the account calls (spec part 1 §5, §7). These schemas check shapes only
 * (strings are strings, booleans are booleans, nothing is an operator object); the spec's field
 * rules and messages live in @fff/domain and run in svc-identity after parsing.
 */
const text = (message: string, max: number) => z.string({ error: message }).check(z.maxLength(max, message));
/** A password field: `message` when it is not a string, the too-long message past PASSWORD_MAX. */
export const passwordField = (message: string) =>
  z.string({ error: message }).check(z.maxLength(PASSWORD_MAX, M.passwordTooLong));

export const registerBodySchema = z.object({
  email: text(M.registerEmailInvalid, 254),
  password: passwordField(M.passwordTooShort),
  username: text(M.usernameTooShort, 100),
  newsletterSignup: z.optional(z.boolean({ error: 'newsletterSignup must be true or false' })),
  gdprConsent: z.optional(z.boolean({ error: M.consentRequired })),
});

/** POST /api/referral/register: registration plus the code of the person who invited them. */
export const referralRegisterBodySchema = z.extend(registerBodySchema, {
  referralCode: text('Invalid referral code', 64),
});

/** 201 answer of both registration calls; referralBonus only on referral registration. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  referralBonus: z.optional(z.number().check(z.int())),
});

export const loginBodySchema = z.object({
  email: text(M.loginEmailInvalid, 254),
  password: passwordField(M.passwordTooShort),
});

/** Forgot-password and resend-verification. */
export const emailOnlyBodySchema = z.object({ email: text(M.loginEmailInvalid, 254) });

export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ error: M.noVerificationToken })
    .check(z.minLength(1, M.noVerificationToken), z.maxLength(200)),
});

/** GET /api/auth/verify-email: 200 `{ success: true, message }` or 400 `{ success: false, error }`. */
export const verifyEmailResponseSchema = z.union([
  z.object({ success: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);

/** Answer to a reset token that is missing, unknown, used or expired (svc-identity gives the same). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

const resetToken = z
  .string({ error: RESET_LINK_INVALID })
  .check(z.minLength(1, RESET_LINK_INVALID), z.maxLength(200, RESET_LINK_INVALID));

/** GET /api/auth/reset-password?token=…: whether the link still works, asked when its page opens. */
export const resetLinkQuerySchema = z.object({ token: resetToken });

/** POST /api/auth/reset-password, reached from the link in the reset email. */
export const resetPasswordBodySchema = z.object({
  token: resetToken,
  password: passwordField(ACCOUNT_MESSAGES.passwordRequirements),
});

/** Answers that only confirm (logout, forgot-password, resend, reset, change-password). */
export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type ReferralRegisterBody = z.infer<typeof referralRegisterBodySchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type EmailOnlyBody = z.infer<typeof emailOnlyBodySchema>;
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type SuccessResponse = z.infer<typeof successResponseSchema>;
