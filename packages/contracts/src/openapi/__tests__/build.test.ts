import * as z from 'zod/mini';
import { buildOpenApi, type RouteDoc } from '..';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const itemParams = z.object({ id: z.string().check(z.regex(/^[a-z]+$/)) });
const listQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 5),
  after: z.optional(z.string()),
});
const itemSchema = z.object({ id: z.string(), count: z.number().check(z.int(), z.gte(0)) });

const routes: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/items/{id}',
    summary: 'Change an item',
    auth: 'bearer',
    params: itemParams,
    body: z.object({ count: z.number().check(z.int()), note: z.optional(z.string()) }),
    responses: { 200: { description: 'The item', schema: itemSchema } },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/items',
    summary: 'List items',
    auth: 'optional-bearer',
    query: listQuery,
    responses: { 200: { description: 'Items', schema: z.array(itemSchema) } },
  },
  {
    method: 'get',
    path: '/internal/items/{id}',
    summary: 'One item for another service',
    auth: 'internal',
    params: itemParams,
    responses: { 200: { description: 'The item', schema: itemSchema } },
  },
];

const build = (list: RouteDoc[] = routes) =>
  buildOpenApi({ title: 't', version: '1.0.0', routes: list }) as Json;

describe('buildOpenApi', () => {
  it('when given routes, then it writes an OpenAPI 3.1 document with sorted paths and JSON Schema bodies', () => {
    const doc = build();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(['/api/items', '/api/items/{id}', '/internal/items/{id}']);
    const post = doc.paths['/api/items/{id}'].post;
    expect(post.operationId).toBe('postApiItemsId');
    expect(post.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
        note: { type: 'string' },
      },
      required: ['count'],
    });
    expect(post.responses['200'].content['application/json'].schema.required).toEqual(['id', 'count']);
  });

  it('when a route validates params and query, then each field becomes a parameter with its rules', () => {
    const doc = build();
    expect(doc.paths['/api/items/{id}'].post.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z]+$' } },
    ]);
    expect(doc.paths['/api/items'].get.parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
      },
      { name: 'after', in: 'query', required: false, schema: { type: 'string' } },
    ]);
  });

  it('when a route needs auth or validates, then the error envelope is listed for the implied statuses', () => {
    const doc = build();
    const statuses = (op: Json) => Object.keys(op.responses);
    expect(statuses(doc.paths['/api/items/{id}'].post)).toEqual(['200', '400', '401', '404']);
    expect(statuses(doc.paths['/internal/items/{id}'].get)).toEqual(['200', '400', '401', '403']);
    expect(doc.paths['/api/items/{id}'].post.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.components.schemas.ErrorBody.required).toEqual(['error', 'message']);
  });

  it('when auth differs, then security names the bearer token, optional bearer or the internal token', () => {
    const doc = build();
    expect(doc.paths['/api/items/{id}'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/items'].get.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/internal/items/{id}'].get.security).toEqual([{ internalToken: [] }]);
    expect(doc.components.securitySchemes.internalToken).toMatchObject({
      in: 'header',
      name: 'x-internal-token',
    });
  });

  it('when a route is reached with a cookie, then a cookie scheme is added and 401 is listed', () => {
    const doc = build([{ ...routes[1], auth: { cookie: 'fff_refresh' }, query: undefined }]);
    expect(doc.paths['/api/items'].get.security).toEqual([{ cookie_fff_refresh: [] }]);
    expect(doc.components.securitySchemes.cookie_fff_refresh).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'fff_refresh',
    });
    expect(Object.keys(doc.paths['/api/items'].get.responses)).toEqual(['200', '401']);
  });

  it('when params only describe the request, then no automatic 400 is listed', () => {
    const doc = build([{ ...routes[2], auth: 'none', unvalidated: true, errors: [404] }]);
    expect(Object.keys(doc.paths['/internal/items/{id}'].get.responses)).toEqual(['200', '404']);
  });

  it('when a schema has an id, then it becomes a shared component instead of a dangling $defs reference', () => {
    const tagged = z.object({ name: z.string() }).register(z.globalRegistry, { id: 'TaggedThing' });
    const doc = build([
      {
        method: 'get',
        path: '/a',
        summary: 'a',
        auth: 'none',
        responses: { 200: { description: 'ok', schema: z.object({ one: tagged, two: tagged }) } },
      },
    ]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('$defs');
    expect(doc.components.schemas.TaggedThing).toMatchObject({ type: 'object', required: ['name'] });
    expect(doc.paths['/a'].get.responses['200'].content['application/json'].schema.properties.one).toEqual({
      $ref: '#/components/schemas/TaggedThing',
    });
  });

  it('when an answer has neither schema nor content type, then it is described without content (204)', () => {
    const doc = build([
      {
        method: 'delete',
        path: '/internal/items/{id}',
        summary: 'Delete',
        auth: 'internal',
        params: itemParams,
        responses: {
          204: { description: 'Deleted' },
          200: { description: 'Text', contentType: 'text/plain' },
        },
      },
    ]);
    const answers = doc.paths['/internal/items/{id}'].delete.responses;
    expect(answers['204']).toEqual({ description: 'Deleted' });
    expect(answers['200']).toEqual({ description: 'Text', content: { 'text/plain': {} } });
  });

  it('when path placeholders and the params schema disagree, then building fails', () => {
    const bad: RouteDoc = { ...routes[0], path: '/api/items/{itemId}' };
    expect(() => build([bad])).toThrow(/path parameters/);
  });

  it('when a route is listed twice or has no success answer, then building fails', () => {
    expect(() => build([routes[1], routes[1]])).toThrow(/listed twice/);
    expect(() => build([{ ...routes[1], responses: { 404: { description: 'nope' } } }])).toThrow(
      /no success/,
    );
  });
});
