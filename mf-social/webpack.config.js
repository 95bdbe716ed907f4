// mf-social: remote mounted by the gateway at /mf/social/ (dev server :3002).
/* eslint-disable @typescript-eslint/no-require-imports -- webpack-cli loads this file as CommonJS */
const { createMfConfig } = require('@fff/mf-build');

module.exports = createMfConfig({
  dir: __dirname,
  name: 'mf_social',
  port: 3002,
  mountPath: '/mf/social/',
  title: 'mf-social (standalone)',
  exposes: {
    './LeagueScreen': './src/app/routes/LeagueScreen.tsx',
    './FriendsScreen': './src/app/routes/FriendsScreen.tsx',
    './ChatDrawer': './src/app/widgets/ChatDrawer.tsx',
  },
  // dist/server/social-render.js: the League and Friends screens the shell's renderer draws (src/server/social-render.ts).
  serverEntries: { 'social-render': './src/server/social-render.ts' },
});
