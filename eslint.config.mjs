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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
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
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appImportPatterns.filter((p) => p.group[1] !== app), deepPackagePattern] },
      ],
    },
  })),
  {
    files: ['packages/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImportPatterns, deepPackagePattern] }] },
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
