import { errorBodySchema } from '../errors';
import { SchemaCollector } from './json-schema';
import type { JsonObject, OpenApiInput, ResponseDoc, RouteAuth, RouteDoc } from './types';

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** What each error status means across the services (the envelope is always `{ error, message }`). */
const ERROR_TEXT: Record<number, string> = {
  400: 'The request is invalid (error `validation`, `invalid_json`, `bad_request` …)',
  401: 'Missing or invalid credentials',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  429: 'Too many requests; try again later',
  503: 'A dependency is unavailable',
};

const SECURITY: Record<Exclude<RouteAuth, object>, JsonObject[]> = {
  bearer: [{ bearer: [] }],
  'optional-bearer': [{}, { bearer: [] }],
  internal: [{ internalToken: [] }],
  none: [],
};

/** The security requirement of a route; a cookie gets its own scheme, added on first use. */
function security(auth: RouteAuth, schemes: Record<string, JsonObject>): JsonObject[] {
  if (typeof auth === 'string') return SECURITY[auth];
  const id = `cookie_${auth.cookie}`;
  schemes[id] = { type: 'apiKey', in: 'cookie', name: auth.cookie };
  return [{ [id]: [] }];
}

/** `get /api/lessons/{id}/answer` → `getApiLessonsIdAnswer`. */
const operationId = (method: string, path: string) =>
  method +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

function parameters(
  collector: SchemaCollector,
  route: Pick<RouteDoc, 'method' | 'path' | 'params' | 'query'>,
): JsonObject[] {
  const out: JsonObject[] = [];
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const declared = Object.keys(route.params?._zod.def.shape ?? {});
  if (pathNames.join() !== declared.join()) {
    throw new Error(
      `${route.method} ${route.path}: path parameters {${pathNames}} but params schema has {${declared}}`,
    );
  }
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = collector.convert(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(json.properties as Record<string, JsonObject>)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return out;
}

function responses(collector: SchemaCollector, route: RouteDoc): JsonObject {
  const errors = new Set(route.errors ?? []);
  if ((route.params || route.query || route.body) && !route.unvalidated) errors.add(400);
  if (route.auth === 'bearer' || typeof route.auth === 'object') errors.add(401);
  if (route.auth === 'internal') for (const status of [401, 403]) errors.add(status);
  const all: Record<number, JsonObject> = {};
  for (const status of errors) {
    all[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  for (const [status, doc] of Object.entries(route.responses) as [string, ResponseDoc][]) {
    const answer: JsonObject = { description: doc.description };
    // No schema and no content type: an empty answer such as 204.
    if (doc.schema || doc.contentType) {
      const media = doc.schema ? { schema: collector.convert(doc.schema, 'output') } : {};
      answer.content = { [doc.contentType ?? 'application/json']: media };
    }
    all[Number(status)] = answer;
  }
  if (!Object.keys(route.responses).some((s) => Number(s) < 300)) {
    throw new Error(`${route.method} ${route.path}: no success response`);
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => Number(a) - Number(b)));
}

/**
 * The request half of a route's operation (`parameters`, `requestBody`) exactly as buildOpenApi
 * writes it: a drift check rebuilds it from the schemas a route really validates with and compares.
 */
export function requestParts(
  route: Pick<RouteDoc, 'method' | 'path' | 'params' | 'query' | 'body' | 'bodyContentType'>,
  collector = new SchemaCollector(),
): JsonObject {
  const out: JsonObject = {};
  const params = parameters(collector, route);
  if (params.length) out.parameters = params;
  if (route.body) {
    const mediaType = route.bodyContentType ?? 'application/json';
    out.requestBody = {
      required: true,
      content: { [mediaType]: { schema: collector.convert(route.body, 'input') } },
    };
  }
  return out;
}

function operation(
  collector: SchemaCollector,
  schemes: Record<string, JsonObject>,
  route: RouteDoc,
): JsonObject {
  const op: JsonObject = { operationId: operationId(route.method, route.path), summary: route.summary };
  if (route.tags) op.tags = route.tags;
  op.security = security(route.auth, schemes);
  // Who may call an internal route (x-internal-caller); anyone else gets 403.
  if (route.callers) op['x-callers'] = route.callers;
  Object.assign(op, requestParts(route, collector));
  // The drift check reads this: the request is described but checked by the handler, not by validate().
  if (route.unvalidated && (route.params || route.query || route.body)) op['x-checked-by-handler'] = true;
  op.responses = responses(collector, route);
  return op;
}

/**
 * An OpenAPI 3.1 description of one service built from the zod schemas its routes validate
 * with; paths are sorted so the committed file changes only when a route does.
 */
export function buildOpenApi({ title, version, description, routes }: OpenApiInput): JsonObject {
  const collector = new SchemaCollector();
  collector.add('ErrorBody', collector.convert(errorBodySchema, 'output'));
  const schemes: Record<string, JsonObject> = {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'Access token from svc-identity (ES256)',
    },
    internalToken: {
      type: 'apiKey',
      in: 'header',
      name: 'x-internal-token',
      description:
        "The calling service's own token (INTERNAL_TOKEN_<CALLER>), sent with its name in x-internal-caller",
    },
  };
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`${route.method} ${route.path} is listed twice`);
    item[route.method] = operation(collector, schemes, route);
  }
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [
        path,
        Object.fromEntries(
          Object.entries(paths[path]).sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)),
        ),
      ]),
  );
  return {
    openapi: '3.1.0',
    info: { title, version, ...(description ? { description } : {}) },
    paths: sortedPaths,
    components: {
      securitySchemes: schemes,
      schemas: Object.fromEntries(
        Object.entries(collector.components).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
  };
}
