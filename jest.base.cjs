// Shared jest settings: TypeScript through swc, tests in __tests__ folders beside the code.
/** @param {string} dir @param {Partial<import('jest').Config>} extra */
module.exports = (dir, extra = {}) => ({
  rootDir: dir,
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fff)/)'],
  testEnvironment: 'node',
  ...extra,
});
