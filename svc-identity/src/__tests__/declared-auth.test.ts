import { docsOf } from '@fff/service-kit';
import { describeDeclaredAuth, startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import { routes } from '../routes';
import { testApp } from './test-app';

// Every route of svc-identity's one routes array answers as its `auth` declares (generated).
let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(() => db.stop());

describeDeclaredAuth('svc-identity', { build: () => testApp(), routes: () => docsOf(routes) });
