// Account, privacy and data rules (spec part 2 §5, §9).
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../shared/validation-messages';
import { PASSWORD_MAX } from './sign-in';
import { NEW_LEARNER } from '../learning/new-learner';

/** Typed phrase that confirms account deletion (exact match). */
export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';
/** Typed phrase that confirms a progress reset (case-insensitive). */
export const RESET_PROGRESS_PHRASE = 'reset my progress';
/** Bio limit, picture size limit and new-password minimum. */
export const BIO_MAX = 200;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const NEW_PASSWORD_MIN = 8;
/** Version shown on the More screen. */
export const APP_VERSION = '1.0.0';
/** More screen version text. */
export const APP_VERSION_TEXT = `v${APP_VERSION}`;
/** Minimum age to hold an account. */
export const MINIMUM_AGE = 13;

/** True when the deletion confirmation equals the phrase exactly. */
export function isDeleteConfirmation(text: string): boolean {
  return text === DELETE_ACCOUNT_PHRASE;
}

/** True when the reset confirmation equals the phrase, ignoring case. */
export function isResetConfirmation(text: string): boolean {
  return text.toLowerCase() === RESET_PROGRESS_PHRASE;
}

/** One line of the live password checklist. */
export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** Live checklist: ≥ 8 characters, uppercase, lowercase, digit, special punctuation. */
export function passwordRequirements(pw: string): PasswordRequirement[] {
  return [
    { label: 'At least 8 characters', met: pw.length >= NEW_PASSWORD_MIN },
    { label: 'One uppercase letter', met: /[A-Z]/.test(pw) },
    { label: 'One lowercase letter', met: /[a-z]/.test(pw) },
    { label: 'One number', met: /\d/.test(pw) },
    { label: 'One special character', met: /[!-/:-@[-`{-~]/.test(pw) },
  ];
}

/** True when every requirement is met (enables Update Password). */
export function isStrongPassword(pw: string): boolean {
  return passwordRequirements(pw).every((r) => r.met);
}

/** The change-password form's fields. */
export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first failing rule of a password change and the field it belongs to, or null. */
export function passwordChangeProblem(
  input: PasswordChangeInput,
): { field: keyof PasswordChangeInput; message: string } | null {
  if (!input.currentPassword)
    return { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired };
  if (input.newPassword.length > PASSWORD_MAX)
    return { field: 'newPassword', message: AUTH_MESSAGES.passwordTooLong };
  if (!isStrongPassword(input.newPassword))
    return { field: 'newPassword', message: ACCOUNT_MESSAGES.passwordRequirements };
  if (input.newPassword !== input.confirmPassword)
    return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordMismatch };
  return null;
}

/** Change-password form errors (first failing rule), or null. */
export function validatePasswordChange(input: PasswordChangeInput): string | null {
  return passwordChangeProblem(input)?.message ?? null;
}

/** Edit-profile errors by field. */
export function validateProfile(input: {
  username?: string;
  email?: string;
  bio?: string;
}): Partial<Record<'username' | 'email' | 'bio', string>> {
  const errors: Partial<Record<'username' | 'email' | 'bio', string>> = {};
  if (!input.username?.trim()) errors.username = ACCOUNT_MESSAGES.usernameRequired;
  if (!input.email?.trim()) errors.email = ACCOUNT_MESSAGES.emailRequired;
  if ((input.bio ?? '').length > BIO_MAX) errors.bio = `Bio must be at most ${BIO_MAX} characters`;
  return errors;
}

/** Profile picture check: image type and at most 5MB. */
export function validatePicture(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_MESSAGES.pictureNotImage;
  if (file.size > PICTURE_MAX_BYTES) return ACCOUNT_MESSAGES.pictureTooLarge;
  return null;
}

/** Reset categories and the dangerous ones. */
export const RESET_CATEGORIES = Object.freeze([
  'progress',
  'achievements',
  'social',
  'character',
  'currency',
] as const);
export type ResetCategory = (typeof RESET_CATEGORIES)[number];
export const DANGEROUS_RESET_CATEGORIES: ReadonlySet<ResetCategory> = new Set([
  'progress',
  'achievements',
  'currency',
]);

/** Values a reset restores. */
export const DEFAULT_RESET_VALUES = Object.freeze({
  xp: NEW_LEARNER.xp,
  level: NEW_LEARNER.level,
  hearts: NEW_LEARNER.hearts,
  coins: NEW_LEARNER.coins,
  flavourStones: NEW_LEARNER.spiceStones,
  characterSkinTone: 'default',
  // The spec lists 'short hair' for the hair field; there is no separate hair-style field.
  characterHairColor: 'short',
  characterOutfit: 'chef',
  characterClothingColor: 'purple',
});

/** Export data types; friends and activities are off by default. */
export const EXPORT_TYPES = Object.freeze([
  'profile',
  'progress',
  'achievements',
  'friends',
  'activities',
  'settings',
] as const);
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_DEFAULTS: Readonly<Record<ExportType, boolean>> = Object.freeze({
  profile: true,
  progress: true,
  achievements: true,
  friends: false,
  activities: false,
  settings: true,
});
/** Estimated export size per selected type. */
const EXPORT_KB_PER_TYPE = 2;

/** Estimated export size in KB: 2 KB per selected type. */
export function estimateExportKb(selected: readonly string[]): number {
  return selected.length * EXPORT_KB_PER_TYPE;
}

/** Export form error, or null. */
export function validateExport(selected: readonly string[]): string | null {
  return selected.length === 0 ? ACCOUNT_MESSAGES.exportNothingSelected : null;
}

/** Privacy defaults: data collection on, email notifications on, marketing off. */
export const PRIVACY_DEFAULTS = Object.freeze({
  allowDataCollection: true,
  emailNotifications: true,
  marketingEmails: false,
});
/** Privacy toggles after consent withdrawal: all off. */
export const PRIVACY_WITHDRAWN = Object.freeze({
  allowDataCollection: false,
  emailNotifications: false,
  marketingEmails: false,
});

/** Feedback types. */
export const FEEDBACK_TYPES = Object.freeze([
  'bug',
  'feature',
  'ui',
  'performance',
  'content',
  'other',
] as const);
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Feedback submit is enabled with a type and a non-blank message. */
export function canSubmitFeedback(type: string | null | undefined, message: string): boolean {
  return Boolean(type && (FEEDBACK_TYPES as readonly string[]).includes(type) && message.trim());
}
