// mf-learn: remote mounted by the gateway at /mf/learn/ (dev server :3001).
/* eslint-disable @typescript-eslint/no-require-imports -- webpack-cli loads this file as CommonJS */
const { createMfConfig } = require('@fff/mf-build');

module.exports = createMfConfig({
  dir: __dirname,
  name: 'mf_learn',
  port: 3001,
  mountPath: '/mf/learn/',
  title: 'mf-learn (standalone)',
  exposes: {
    './LearnHome': './src/app/routes/LearnHome.tsx',
    './LessonPlayer': './src/app/routes/LessonPlayerRoute.tsx',
    './Review': './src/app/routes/ReviewRoute.tsx',
    './TestXp': './src/app/routes/TestXp.tsx',
    './LevelDebug': './src/app/routes/LevelDebug.tsx',
  },
  // dist/server/learn-render.js: the Learn screen the shell's renderer draws (src/server/learn-render.ts).
  serverEntries: { 'learn-render': './src/server/learn-render.ts' },
});
