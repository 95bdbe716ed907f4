module.exports = require('../jest.base.cjs')(__dirname, {
  testEnvironment: require.resolve('@fff/platform/test/jsdom-fetch-env.cjs'),
});
