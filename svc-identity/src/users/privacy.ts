import type { PrivacySettings, PrivacySettingsResponse, PrivacySettingsUpdate } from '@fff/contracts';
import { ACCOUNT_TOASTS, ACCOUNT_TYPE, PRIVACY_WITHDRAWN } from '@fff/domain';
import { unauthorized } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import type { Account } from './account';
import { deleteSignupsOf } from '../newsletter/repository';
import { publishDirectoryEvent } from '../outbox/directory-events';
import { findAccountById } from './repository';
import { updateAccountFields } from './settings-repository';

/** The Privacy Settings view of an account. */
export const toPrivacySettings = (a: Account): PrivacySettings => ({
  allowDataCollection: a.allowDataCollection,
  emailNotifications: a.emailNotifications,
  marketingEmails: a.marketingEmails,
  profileVisibility: a.profileVisibility,
  showProgressToFriends: a.showProgressToFriends,
  allowFriendRequests: a.allowFriendRequests,
  showOnlineStatus: a.showOnlineStatus,
  shareActivityUpdates: a.shareActivityUpdates,
  accountType: ACCOUNT_TYPE,
});

/** GET /api/user/privacy-settings. */
export async function getPrivacySettings(userId: string): Promise<PrivacySettings> {
  const account = await findAccountById(userId);
  if (!account) throw unauthorized();
  return toPrivacySettings(account);
}

/** Save settings; svc-social's directory hears the flags it honours through the outbox. */
async function saveSettings(
  ctx: IdentityContext,
  userId: string,
  update: PrivacySettingsUpdate,
  message: string,
) {
  const account = await updateAccountFields(userId, update);
  if (!account) throw unauthorized();
  await publishDirectoryEvent(ctx, 'privacy', userId);
  return { success: true as const, message, settings: toPrivacySettings(account) };
}

/** PUT /api/user/privacy-settings: fields left out keep their value. */
export function updatePrivacySettings(
  ctx: IdentityContext,
  userId: string,
  update: PrivacySettingsUpdate,
): Promise<PrivacySettingsResponse> {
  return saveSettings(ctx, userId, update, ACCOUNT_TOASTS.settingsUpdated);
}

/**
 * POST /api/user/withdraw-consent: immediate, all three data toggles off, and the learner's
 * notify-me entries (launch announcements) are removed, so only the emails an account needs are
 * sent from now on (verification, password reset, security notices). allowDataCollection off is
 * stored for every service that reads the user (no analytics are collected anywhere today).
 */
export async function withdrawConsent(
  ctx: IdentityContext,
  userId: string,
): Promise<PrivacySettingsResponse> {
  const result = await saveSettings(ctx, userId, { ...PRIVACY_WITHDRAWN }, ACCOUNT_TOASTS.consentWithdrawn);
  const account = await findAccountById(userId);
  if (account) await deleteSignupsOf(userId, account.email);
  return result;
}
