import { buildOpenApi, operationalRoutes, type JsonObject } from '@fff/contracts';
import { docsOf } from '@fff/service-kit';
import { routes } from '../routes';

let cached: JsonObject | undefined;

/** svc-social's OpenAPI 3.1 description, built once from the routes app.ts mounts. */
export function socialOpenApi(): JsonObject {
  cached ??= buildOpenApi({
    title: 'svc-social',
    version: '1.0.0',
    description:
      'Leagues, Kitchen Crews, friends, chat, blocks, reports and Spice Stones gifts. /api paths are public through the gateway; /healthz, /metrics, /openapi.json are internal only.',
    routes: [...operationalRoutes(), ...docsOf(routes)],
  });
  return cached;
}

/** The committed svc-social/openapi.json text (`npm run openapi -w svc-social`). */
export const socialOpenApiText = (): string => `${JSON.stringify(socialOpenApi(), null, 2)}\n`;
