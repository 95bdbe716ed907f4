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

/** POST /api/user/delete-account: the typed phrase must be exactly DELETE MY ACCOUNT. */
export const deleteAccountBodySchema = z.object({
  confirmation: z
    .string({ error: `Please type ${DELETE_ACCOUNT_PHRASE} to confirm` })
    .check(z.maxLength(100)),
});

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
