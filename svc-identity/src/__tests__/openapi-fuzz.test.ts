import { describeOpenApiFuzz } from '@fff/service-kit/testing';
import { identityOpenApi } from '../openapi/document';
import { signIn, verifiedUser } from './helpers';
import { testApp, useIdentityDatabase } from './test-app';

// Every operation of svc-identity's openapi.json, fuzzed against the real app and database
// (FUZZ_RUNS requests each; 6 in CI, more with `FUZZ_RUNS=200 npm test -w svc-identity`).
useIdentityDatabase();
const identity = testApp();

describeOpenApiFuzz('svc-identity', {
  build: () => identity,
  document: identityOpenApi,
  async authorizations() {
    const { email } = await verifiedUser(identity.app, identity.outboxDir);
    return [`Bearer ${(await signIn(identity.app, email)).token}`];
  },
});
