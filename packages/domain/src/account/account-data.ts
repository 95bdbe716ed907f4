// Texts of the account pages (spec part 2 §8, §9) and who owns which reset
// category. account.ts holds the validation rules; this file the toasts, timings and owners.
import type { ResetCategory } from './account';

/** Toast titles and default descriptions of the account and data pages (part 2 §8), verbatim. */
export const ACCOUNT_TOASTS = Object.freeze({
  settingsUpdated: 'Settings Updated',
  updateFailed: 'Update Failed',
  uploadFailed: 'Upload Failed',
  exportFailed: 'Export Failed',
  dataExported: 'Data Exported',
  deletionFailed: 'Deletion Failed',
  accountDeleted: 'Account Deleted',
  consentWithdrawn: 'Consent Withdrawn',
  /** The variant shown by the league and settings screens. */
  consentWithdrawnSuccessfully: 'Consent Withdrawn Successfully',
  withdrawFailed: 'Failed to Withdraw Consent',
  withdrawFailedDefault: 'Unable to process consent withdrawal',
  passwordChangeFailed: 'Password Change Failed',
  passwordChangeFailedDefault: 'Failed to change password',
  backupFailed: 'Backup Failed',
  noBackupFound: 'No Backup Found',
  invalidBackup: 'Invalid Backup',
  resetFailed: 'Reset Failed',
  confirmationRequired: 'Confirmation Required',
  noOptionsSelected: 'No Options Selected',
});

// Timings (backup steps, the 2 s after deletion) are in shared/ui-constants.ts: BACKUP_STEPS and TIMINGS.

/** Account type shown on Privacy Settings (part 2 §6). */
export const ACCOUNT_TYPE = 'Free';

/** Service that owns a piece of the learner's data. */
export type DataOwner = 'identity' | 'learning' | 'social';

/**
 * Which service resets which category (to the defaults of DEFAULT_RESET_VALUES):
 * progress, achievements and currency live in svc-learning, social in svc-social, character in
 * svc-identity (the character fields are part of the account).
 */
export const RESET_OWNERS: Readonly<Record<ResetCategory, DataOwner>> = Object.freeze({
  progress: 'learning',
  achievements: 'learning',
  currency: 'learning',
  social: 'social',
  character: 'identity',
});

/** Human labels and what each reset category clears (Reset Progress page). */
export const RESET_CATEGORY_INFO: Readonly<Record<ResetCategory, { label: string; description: string }>> =
  Object.freeze({
    progress: {
      label: 'Learning Progress',
      description:
        'XP, level, completed lessons, hearts, streak and its frozen days. Lessons pay XP again; Spice Stones they paid are not paid twice. Today’s daily quests stay as done.',
    },
    achievements: {
      label: 'Achievements',
      description:
        'Awards, level-ups, perfect scores and streak milestones. An award earned again is shown again but pays no Spice Stones twice.',
    },
    social: { label: 'Social Connections', description: 'Friends and friend requests' },
    character: { label: 'Character', description: 'Skin tone, hair, outfit and clothing colour' },
    currency: {
      label: 'Currency',
      description:
        'Spice Stones and coins. What you bought with them stays yours: Streak Freezes, Kitchen Themes and Mascot Outfits.',
    },
  });

/** The reset categories a service owns, from a selection. */
export function resetCategoriesOf(owner: DataOwner, selected: readonly ResetCategory[]): ResetCategory[] {
  return selected.filter((c) => RESET_OWNERS[c] === owner);
}
