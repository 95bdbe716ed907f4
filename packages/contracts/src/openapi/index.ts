// OpenAPI descriptions generated from the same zod schemas the services validate with.
export { buildOpenApi, requestParts } from './build';
export { appRouteHandlers, listAppRoutes, toExpressPath, toOpenApiPath } from './express-routes';
export { operationalRoutes } from './operational';
export { INTERNAL_CALLERS } from './types';
export type {
  HttpMethod,
  InternalCaller,
  JsonObject,
  OpenApiInput,
  ResponseDoc,
  RouteAuth,
  RouteDoc,
} from './types';
