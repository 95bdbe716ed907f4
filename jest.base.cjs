// Shared jest settings: TypeScript through swc, tests in __tests__ folders beside the code.
/** @param {string} dir @param {Partial<import('jest').Config>} extra */
module.exports = (dir, extra = {}) => ({
  rootDir: dir,
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(m?[tj]s|[tj]sx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fff)/)'],
  testEnvironment: 'node',
  // Integration tests run real servers, argon2 and sharp on shared 2-core machines: a generous
  // ceiling against hangs, not a performance check.
  testTimeout: 30_000,
  ...extra,
});
