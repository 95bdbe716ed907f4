import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_PHRASE } from '@fff/domain';
import { passwordField } from './auth';

/** POST /api/user/change-password (spec part 2 §7); confirmPassword is optional for API callers. */
export const changePasswordBodySchema = z.object({
  currentPassword: passwordField(ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword: passwordField(ACCOUNT_MESSAGES.passwordRequirements),
  confirmPassword: z.optional(passwordField(ACCOUNT_MESSAGES.passwordMismatch)),
});

/** POST /api/user/profile-picture answer (multipart field `profilePicture`). */
export const profilePictureResponseSchema = z.object({ success: z.literal(true), avatarUrl: z.string() });

/**
 * The account's current password, asked again before what could take the account over or read all
 * of it (email change, deletion, export): a stolen session alone must not be enough.
 */
export const currentPasswordSchema = passwordField(ACCOUNT_MESSAGES.currentPasswordRequired).check(
  z.minLength(1, ACCOUNT_MESSAGES.currentPasswordRequired),
);

/** POST /api/user/delete-account: the typed phrase must be exactly DELETE MY ACCOUNT, and the password. */
export const deleteAccountBodySchema = z.object({
  confirmation: z
    .string({ error: `Please type ${DELETE_ACCOUNT_PHRASE} to confirm` })
    .check(z.maxLength(100)),
  currentPassword: currentPasswordSchema,
});

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
