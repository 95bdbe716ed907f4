import { ACCOUNT_MESSAGES, ACCOUNT_TYPE, BIO_MAX, TIME_ZONE_TEXT, isValidTimeZone } from '@fff/domain';
import * as z from 'zod/mini';
import { currentPasswordSchema } from './account';
import { userSchema } from './user';

/**
 * Privacy Settings (spec part 2 §3): the three data toggles plus the social ones the account pages
 * read, and the account type (always Free). GET /api/user/privacy-settings answers this.
 */
export const privacySettingsSchema = z.object({
  allowDataCollection: z.boolean(),
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  profileVisibility: z.enum(['public', 'friends', 'private']),
  showProgressToFriends: z.boolean(),
  allowFriendRequests: z.boolean(),
  showOnlineStatus: z.boolean(),
  shareActivityUpdates: z.boolean(),
  accountType: z.literal(ACCOUNT_TYPE),
});

/** PUT /api/user/privacy-settings: any of the settings; fields left out keep their value. */
export const privacySettingsUpdateSchema = z
  .partial(z.omit(privacySettingsSchema, { accountType: true }))
  .check(z.refine((body) => Object.keys(body).length > 0, 'Choose at least one setting to change'));

/** PUT /api/user/privacy-settings and POST /api/user/withdraw-consent answer. */
export const privacySettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: privacySettingsSchema,
});

const field = (message: string, max: number) => z.string({ error: message }).check(z.maxLength(max, message));

/**
 * PUT /api/user/profile (spec part 2 §7). Shapes only; svc-identity applies the sign-up username
 * rules and moderation, the email rules and uniqueness after parsing.
 */
export const updateProfileBodySchema = z.object({
  username: field(ACCOUNT_MESSAGES.usernameRequired, 100),
  email: field(ACCOUNT_MESSAGES.emailRequired, 254),
  firstName: z.optional(
    z.string().check(z.trim(), z.maxLength(50, 'First name must be at most 50 characters')),
  ),
  lastName: z.optional(
    z.string().check(z.trim(), z.maxLength(50, 'Last name must be at most 50 characters')),
  ),
  bio: z.optional(z.string().check(z.maxLength(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`))),
  /** Needed only when the email changes (svc-identity checks it then). */
  currentPassword: z.optional(currentPasswordSchema),
});

/**
 * Answer of PUT /api/user/profile. A new email is not used until its owner opens the link sent
 * to it: `pendingEmail` names the address waiting for verification (null when none).
 */
export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
  pendingEmail: z.nullable(z.string()),
});

/** GET /api/user/profile: the address waiting for its confirmation link, if any. */
export const profileStatusSchema = z.object({ pendingEmail: z.nullable(z.string()) });

export type ProfileStatus = z.infer<typeof profileStatusSchema>;
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export type PrivacySettingsUpdate = z.infer<typeof privacySettingsUpdateSchema>;
export type PrivacySettingsResponse = z.infer<typeof privacySettingsResponseSchema>;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST /api/user/confirm-email: the token from the link sent to the new address. */
export const confirmEmailBodySchema = z.object({
  token: z
    .string({ error: 'This email confirmation link is invalid or has expired.' })
    .check(z.minLength(1), z.maxLength(200)),
});

/** Answer of POST /api/user/confirm-email. */
export const confirmEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});

export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** PUT /api/user/time-zone: the IANA zone the learner's streak days follow (once a day). */
export const timeZoneBodySchema = z.object({
  timeZone: z.string({ error: TIME_ZONE_TEXT.invalid }).check(
    z.maxLength(64, TIME_ZONE_TEXT.invalid),
    z.refine((zone) => isValidTimeZone(zone), TIME_ZONE_TEXT.invalid),
  ),
});

/** Answer of PUT /api/user/time-zone; access tokens carry the new zone from the next refresh. */
export const timeZoneResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  timeZone: z.string(),
});

export type TimeZoneBody = z.infer<typeof timeZoneBodySchema>;
export type TimeZoneResponse = z.infer<typeof timeZoneResponseSchema>;
