import {
  describeOpenApiFuzz,
  signTestToken,
  startTestDatabase,
  type TestDatabase,
} from '@fff/service-kit/testing';
import { socialOpenApi } from '../openapi/document';
import { testApp } from './test-app';

// Every operation of svc-social's openapi.json, fuzzed against the real app and database; its
// neighbours are down here, so a 503 dependency_unavailable envelope is the one 5xx allowed
// (FUZZ_RUNS requests each; 6 in CI, more with `FUZZ_RUNS=200 npm test -w svc-social`).
let db: TestDatabase | undefined;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db?.stop());
const social = testApp();

describeOpenApiFuzz('svc-social', {
  build: () => social,
  document: socialOpenApi,
  authorizations: () => [`Bearer ${signTestToken(social.keys)}`],
});
