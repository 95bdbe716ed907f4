// Every route path of both spec parts, in one place.

/** Public routes. */
export const PUBLIC_PATHS = {
  auth: '/auth',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const;

/** Authenticated routes. */
export const PATHS = {
  learn: '/',
  profile: '/profile',
  friends: '/friends',
  league: '/league',
  shop: '/shop',
  more: '/more',
  settings: '/settings',
  help: '/help',
  recipes: '/recipes',
  roadmap: '/roadmap',
  testXp: '/test-xp',
  levelDebug: '/level-debug',
  review: '/review',
  notificationDemo: '/notification-demo',
  notificationTest: '/notification-test',
  notificationFix: '/notification-fix',
  notificationInfo: '/notification-info',
  editProfile: '/edit-profile',
  privacySettings: '/privacy-settings',
  changePassword: '/change-password',
  backupProgress: '/backup-progress',
  exportData: '/export-data',
  resetProgress: '/reset-progress',
} as const;
