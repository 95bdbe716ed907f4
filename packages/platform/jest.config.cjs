module.exports = require('../../jest.base.cjs')(__dirname, {
  testEnvironment: '<rootDir>/test/jsdom-fetch-env.cjs',
});
