// OpenAPI descriptions generated from the same zod schemas the services validate with.
export { buildOpenApi } from './build';
export { listAppRoutes, toOpenApiPath } from './express-routes';
export { operationalRoutes } from './operational';
export type { HttpMethod, JsonObject, OpenApiInput, ResponseDoc, RouteAuth, RouteDoc } from './types';
