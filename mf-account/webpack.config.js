// mf-account: remote mounted by the gateway at /mf/account/ (dev server :3003).
/* eslint-disable @typescript-eslint/no-require-imports -- webpack-cli loads this file as CommonJS */
const { createMfConfig } = require('@fff/mf-build');

module.exports = createMfConfig({
  dir: __dirname,
  name: 'mf_account',
  port: 3003,
  mountPath: '/mf/account/',
  title: 'mf-account (standalone)',
  exposes: {
    './MoreScreen': './src/app/routes/MoreScreen.tsx',
    './ProfileScreen': './src/app/routes/ProfileScreen.tsx',
    './SettingsScreen': './src/app/routes/SettingsScreen.tsx',
    './EditProfileScreen': './src/app/routes/EditProfileScreen.tsx',
    './PrivacySettingsScreen': './src/app/routes/PrivacySettingsScreen.tsx',
    './ChangePasswordScreen': './src/app/routes/ChangePasswordScreen.tsx',
    './BackupProgressScreen': './src/app/routes/BackupProgressScreen.tsx',
    './ExportDataScreen': './src/app/routes/ExportDataScreen.tsx',
    './ResetProgressScreen': './src/app/routes/ResetProgressScreen.tsx',
    './ShopScreen': './src/app/routes/ShopScreen.tsx',
    './RecipesScreen': './src/app/routes/RecipesScreen.tsx',
    './RoadmapScreen': './src/app/routes/RoadmapScreen.tsx',
    './HelpScreen': './src/app/routes/HelpScreen.tsx',
    './NotificationDemoScreen': './src/app/routes/NotificationDemoScreen.tsx',
    './NotificationTestScreen': './src/app/routes/NotificationTestScreen.tsx',
    './NotificationFixScreen': './src/app/routes/NotificationFixScreen.tsx',
    './NotificationInfoScreen': './src/app/routes/NotificationInfoScreen.tsx',
  },
  // dist/server/account-render.js: the Profile and More screens the shell's renderer draws (src/server/account-render.ts).
  serverEntries: { 'account-render': './src/server/account-render.ts' },
});
