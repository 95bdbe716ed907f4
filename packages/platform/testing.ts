// Entry `@fff/platform/testing`: helpers for component tests of the shell and the remotes (jest only;
// never imported by app code, so it is not part of the shared runtime).
export { renderWithProviders, TEST_TOKEN, type RenderOptions } from './src/testing/render';
export {
  fakeApi,
  json,
  type FakeApi,
  type FakeCall,
  type FakeHandler,
  type FakeReply,
} from './src/testing/fake-api';
export { testPrivacySettings, testProgression, testUser } from './src/testing/test-user';
export { setTestToken } from './src/testing/session';
export { getToken } from './src/session/token';
