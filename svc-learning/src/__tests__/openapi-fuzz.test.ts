import { describeOpenApiFuzz, signTestToken } from '@fff/service-kit/testing';
import { learningOpenApi } from '../openapi/document';
import { useLearningTestApp } from './use-test-app';

// Every operation of svc-learning's openapi.json, fuzzed against the real app, database and
// curriculum (FUZZ_RUNS requests each; 6 in CI, more with `FUZZ_RUNS=200 npm test -w svc-learning`).
const { app } = useLearningTestApp();

describeOpenApiFuzz('svc-learning', {
  build: () => app,
  document: learningOpenApi,
  authorizations: () => [
    `Bearer ${signTestToken(app.keys)}`,
    `Bearer ${signTestToken(app.keys, { isDeveloper: true })}`,
  ],
});
