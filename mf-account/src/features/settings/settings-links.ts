// Where the Settings entries lead (spec part 2 §2). The shell's route table owns these paths.

/** Paths the Settings screen links to. */
export const SETTINGS_PATHS = {
  more: '/more',
  privacySettings: '/privacy-settings',
  editProfile: '/edit-profile',
  changePassword: '/change-password',
} as const;

/** Success toast title after a theme change (spec part 2 §8). */
export const THEME_UPDATED = 'Theme Updated';
