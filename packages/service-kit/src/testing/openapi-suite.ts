import fs from 'node:fs';
import { listAppRoutes } from '@fff/contracts';
import type { Express } from 'express';
import { findRouteDrift } from '../route-drift';
import { serveDuringSuite } from './http';

/** What describeOpenApiDescription needs from a service. */
export interface OpenApiSuiteOptions {
  /** The service's real app: its routes are read and it serves GET /openapi.json. */
  build: () => { app: Express };
  /** Builds the service's OpenAPI document from the contracts' schemas. */
  document: () => object;
  /** Absolute path of the committed openapi.json (written by `npm run openapi`). */
  committedFile: string;
}

/** The document as it travels: JSON drops undefined values. */
const asJson = (doc: object): unknown => JSON.parse(JSON.stringify(doc));

const described = (doc: object) =>
  Object.entries((doc as { paths: Record<string, object> }).paths)
    .flatMap(([p, ops]) => Object.keys(ops).map((method) => `${method} ${p}`))
    .sort();

/**
 * The shared drift suite of a service's OpenAPI description: it lists exactly the app's routes,
 * the committed openapi.json matches it, and the service serves it at GET /openapi.json.
 */
export function describeOpenApiDescription(name: string, options: OpenApiSuiteOptions): void {
  describe(`${name} OpenAPI description`, () => {
    const { app } = options.build();
    const { call } = serveDuringSuite(app);

    it('when the app routes change, then the description lists exactly the routes the app has', () => {
      expect(described(options.document())).toEqual(listAppRoutes(app));
    });

    it('when a route validates with other schemas than its description, then the drift is named', () => {
      expect(findRouteDrift(app, options.document())).toEqual([]);
    });

    it('when a schema or route changes, then the committed openapi.json must be regenerated (npm run openapi)', () => {
      const committed: unknown = JSON.parse(fs.readFileSync(options.committedFile, 'utf8'));
      expect(committed).toEqual(asJson(options.document()));
    });

    it('when GET /openapi.json is called on the service, then it answers the description', async () => {
      const res = await call('GET', '/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(asJson(options.document()));
    });
  });
}
