// One lint config for the monorepo. Import boundaries: apps never import other apps,
// packages never import apps; everything shared goes through packages/* entry points; a feature
// folder uses another feature only through its public index (scripts/eslint/feature-boundaries.mjs).
// Import cycles are found by `npm run lint:cycles` (dpdm), repeated code by `npm run lint:duplicates` (jscpd).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fff from './scripts/eslint/feature-boundaries.mjs';

const apps = [
  'shell',
  'mf-learn',
  'mf-social',
  'mf-account',
  'svc-identity',
  'svc-learning',
  'svc-social',
  'gateway',
];
const appImportPatterns = apps.map((app) => ({
  group: [`**/${app}/**`, `${app}`, `${app}/*`],
  message: `Do not import another app (${app}); share code through packages/*.`,
}));
const deepPackagePattern = {
  group: ['@fff/*/src/*', '**/packages/*/src/*'],
  message: 'Import packages through their public entry point only.',
};
// Test helpers have their own entries (@fff/service-kit/testing, @fff/platform/testing): production code never
// imports them, so no built service or remote contains them. Test files and test-helper folders may.
const testFiles = [
  '**/__tests__/**',
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/testing/**',
  '**/test-support/**',
  '**/testing.ts',
];
const testingEntryPattern = {
  group: ['@fff/*/testing', '@fff/*/testing/*'],
  message: 'Test helpers are for tests only (__tests__/, *.test.ts, testing/, test-support/).',
};
const restrictImports = (patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
// no-restricted-imports does not see `import()`: the same boundary for dynamic imports, by the app's
// folder name as a path segment (esquery's regex cannot hold a slash, hence the character classes).
const restrictDynamicImports = (otherApps) => ({
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/(^|[^a-z-])(${otherApps.join('|')})([^a-z-]|$)/]`,
        message: 'Do not import another app, not even with import(); share code through packages/*.',
      },
    ],
  },
});
// The shell's renderer draws the tab screens from the remotes' live releases
// (shell/src/server/live-remote-release.ts): the code comes from the release at run time, so a value
// import of mf-learn stays an error (the type of its server entry stays allowed).
const rendererFiles = ['shell/src/server/**/*.{ts,tsx}'];
const rendererImportPatterns = [
  ...appImportPatterns.filter((p) => !['shell', 'mf-learn'].includes(p.group[1])),
  deepPackagePattern,
  testingEntryPattern,
  {
    // Every path into mf-learn but its server entry (a regex: a glob cannot re-include below **).
    regex: '(^|/)mf-learn(/(?!src/server/learn-render$).*)?$',
    message:
      "The renderer takes nothing of mf-learn but its server entry's type (mf-learn/src/server/learn-render).",
  },
  {
    group: ['**/mf-learn/src/server/learn-render'],
    allowTypeImports: true,
    message:
      "Only the type of mf-learn's server entry: its code comes from the live release (live-remote-release.ts).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
      // Written by packages/mf-build at build time (browser copies), never edited by hand.
      'packages/mf-build/.generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx', 'shell/src/**', 'mf-*/src/**', 'packages/platform/src/**', 'packages/ui/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...apps.flatMap((app) => {
    const files = [`${app}/**/*.{ts,tsx,js,mjs,cjs}`];
    const patterns = [...appImportPatterns.filter((p) => p.group[1] !== app), deepPackagePattern];
    return [
      { files, ...restrictImports(patterns) },
      { files, ignores: testFiles, ...restrictImports([...patterns, testingEntryPattern]) },
      { files, ...restrictDynamicImports(apps.filter((other) => other !== app)) },
    ];
  }),
  {
    files: rendererFiles,
    ignores: testFiles,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: rendererImportPatterns }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    ...restrictImports([...appImportPatterns, deepPackagePattern]),
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: testFiles,
    ...restrictImports([...appImportPatterns, deepPackagePattern, testingEntryPattern]),
  },
  {
    files: ['shell/src/features/**/*.{ts,tsx}', 'mf-*/src/features/**/*.{ts,tsx}'],
    plugins: { fff },
    rules: { 'fff/feature-boundaries': 'error' },
  },
  {
    // Command-line tools and scripts print to the terminal by design.
    files: ['scripts/**', '**/bin/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
