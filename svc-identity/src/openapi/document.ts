import { buildOpenApi, operationalRoutes, type JsonObject } from '@fff/contracts';
import { docsOf } from '@fff/service-kit';
import { routes } from '../routes';

let cached: JsonObject | undefined;

/** svc-identity's OpenAPI 3.1 description, built once from the routes app.ts mounts. */
export function identityOpenApi(): JsonObject {
  cached ??= buildOpenApi({
    title: 'svc-identity',
    version: '1.0.0',
    description:
      'Accounts, sessions and profiles. /api paths are public through the gateway; ' +
      '/internal, /healthz, /metrics and /openapi.json are internal only.',
    routes: [...operationalRoutes(), ...docsOf(routes)],
  });
  return cached;
}

/** The committed svc-identity/openapi.json text (`npm run openapi -w svc-identity`). */
export const identityOpenApiText = (): string => `${JSON.stringify(identityOpenApi(), null, 2)}\n`;
