import { buildOpenApi, operationalRoutes, type JsonObject } from '@fff/contracts';
import { docsOf } from '@fff/service-kit';
import { routes } from '../routes';

let cached: JsonObject | undefined;

/** svc-learning's OpenAPI 3.1 description, built once from the routes app.ts mounts. */
export function learningOpenApi(): JsonObject {
  cached ??= buildOpenApi({
    title: 'svc-learning',
    version: '1.0.0',
    description:
      'Curriculum, lessons, hearts, streaks, progression and wallet. /api paths are public through the gateway ' +
      "(an optional x-time-zone header sets the learner's day); /internal, /healthz, /metrics and /openapi.json are internal only.",
    routes: [...operationalRoutes(), ...docsOf(routes)],
  });
  return cached;
}

/** The committed svc-learning/openapi.json text (`npm run openapi -w svc-learning`). */
export const learningOpenApiText = (): string => `${JSON.stringify(learningOpenApi(), null, 2)}\n`;
