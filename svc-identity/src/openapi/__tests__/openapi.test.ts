import fs from 'node:fs';
import path from 'node:path';
import { listAppRoutes } from '@fff/contracts';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { identityOpenApi } from '../document';

const described = (doc: Record<string, unknown>) =>
  Object.entries(doc.paths as Record<string, object>)
    .flatMap(([p, ops]) => Object.keys(ops).map((method) => `${method} ${p}`))
    .sort();

describe('svc-identity OpenAPI description', () => {
  it('when the app routes change, then the description lists exactly the routes the app has', () => {
    expect(described(identityOpenApi())).toEqual(listAppRoutes(testApp().app));
  });

  it('when a schema or route changes, then the committed openapi.json must be regenerated (npm run openapi)', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(identityOpenApi())));
  });

  it('when GET /openapi.json is called on the service, then it answers the description', async () => {
    const res = await request(testApp().app).get('/openapi.json').expect(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(identityOpenApi())));
  });
});
