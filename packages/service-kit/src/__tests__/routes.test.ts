import { buildOpenApi, listAppRoutes, type RouteDoc } from '@fff/contracts';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import {
  AppError,
  createApp,
  createLogger,
  declareRoutes,
  docsOf,
  findRouteDrift,
  routeGroup,
  routerOf,
  validate,
} from '../index';

const itemParams = z.object({ id: z.string().regex(/^\d+$/, 'The id must be a number.') });
const renameBody = z.object({ name: z.string().min(1, 'A name is needed.') });
const item = z.object({ id: z.string(), name: z.string() });

interface Shelf {
  names: Map<string, string>;
}
const route = declareRoutes<Shelf>();
const shelfRoutes = [
  route(
    {
      method: 'get',
      path: '/api/items/{id}',
      summary: 'One item',
      auth: 'none',
      params: itemParams,
      responses: { 200: { description: 'The item', schema: item } },
      errors: [404],
    },
    ({ params }, { deps }) => {
      const name = deps.names.get(params.id);
      if (!name) throw new AppError('not_found', 404, 'No such item.');
      return { id: params.id, name };
    },
  ),
  route(
    {
      method: 'post',
      path: '/api/items/{id}/name',
      summary: 'Rename an item',
      auth: 'bearer',
      params: itemParams,
      body: renameBody,
      responses: { 201: { description: 'Renamed', schema: item } },
    },
    ({ params, body }, { deps }) => {
      deps.names.set(params.id, body.name);
      return { id: params.id, name: body.name };
    },
  ),
  route(
    {
      method: 'get',
      path: '/api/search',
      summary: 'Search with a page-shaped error',
      auth: 'none',
      query: z.object({ q: z.string().min(2) }),
      responses: { 200: { description: 'Found', schema: z.array(item) } },
    },
    () => [],
    {
      onInvalid: () =>
        new AppError('validation', 400, 'x', { body: { success: false, error: 'Type two letters.' } }),
    },
  ),
];

const guard: express.RequestHandler = (req, _res, next) => {
  if (req.get('authorization') !== 'Bearer ok')
    throw new AppError('unauthorized', 401, 'Please sign in again.');
  next();
};

function appWith(configure: (app: express.Express) => void) {
  return createApp({
    name: 'kit-routes-test',
    logger: createLogger('kit-routes-test', 'silent'),
    health: { ready: async () => true },
    configure,
  });
}

const shelf: Shelf = { names: new Map([['1', 'pan']]) };
const app = appWith((a) => a.use(routerOf(shelfRoutes, shelf, { bearer: guard })));
const document = () => buildOpenApi({ title: 't', version: '1', routes: docsOf(shelfRoutes) });

describe('declared routes', () => {
  it('when a declared route is called with valid input, then the handler gets it parsed and its reply is sent', async () => {
    const res = await request(app).get('/api/items/1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: '1', name: 'pan' });
  });

  it("when the input breaks the doc's schema, then 400 validation with the schema's message", async () => {
    const res = await request(app).get('/api/items/abc');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'The id must be a number.' });
  });

  it("when a route declares bearer auth, then the mount's bearer guard runs before validation", async () => {
    await request(app).post('/api/items/1/name').send({}).expect(401);
    const res = await request(app)
      .post('/api/items/1/name')
      .set('authorization', 'Bearer ok')
      .send({ name: 'wok' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: '1', name: 'wok' });
  });

  it('when a guard is a chain of middleware, then each runs in order before validation', async () => {
    const seen: string[] = [];
    const mark =
      (name: string): express.RequestHandler =>
      (_req, _res, next) => {
        seen.push(name);
        next();
      };
    const chained = appWith((a) =>
      a.use(routerOf(shelfRoutes, { names: new Map() }, { bearer: [mark('first'), guard, mark('last')] })),
    );
    await request(chained).post('/api/items/1/name').send({ name: 'wok' }).expect(401);
    expect(seen).toEqual(['first']);
    await request(chained).post('/api/items/x/name').set('authorization', 'Bearer ok').expect(400);
    expect(seen).toEqual(['first', 'first', 'last']);
  });

  it('when a route maps its validation failure, then its own error body is answered through the error handler', async () => {
    const res = await request(app).get('/api/search').query({ q: 'a' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Type two letters.' });
  });

  it('when a handler answers outside its declared response schema, then (under test) it fails with a 500', async () => {
    const liar = appWith((a) =>
      a.use(
        routerOf(
          [
            route(
              {
                method: 'get',
                path: '/api/liar',
                summary: 'Answers the wrong shape',
                auth: 'none',
                responses: { 200: { description: 'An item', schema: item } },
              },
              // Typed as any answer would be; the runtime check is what catches it.
              () => ({ id: 1 }) as unknown as { id: string; name: string },
            ),
          ],
          shelf,
        ),
      ),
    );
    const res = await request(liar).get('/api/liar');
    expect(res.status).toBe(500);
  });

  it('when routes are declared once, then the description lists the same routes and validation with no drift', () => {
    const described = Object.entries((document() as { paths: Record<string, object> }).paths).flatMap(
      ([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`),
    );
    expect(listAppRoutes(app).filter((r) => r.includes('/api/'))).toEqual(described.sort());
    expect(findRouteDrift(app, document())).toEqual([]);
  });
});

describe('a declared auth kind is a protection, not a label', () => {
  const ping = (doc: Partial<RouteDoc>) =>
    declareRoutes()(
      {
        method: 'get',
        path: '/internal/ping',
        summary: 'Ping',
        responses: { 200: { description: 'Pong' } },
        auth: 'none',
        ...doc,
      },
      (_in, { res }) => void res.json({ ok: true }),
    );

  it('when a route declares bearer and no bearer guard is given, then mounting throws naming the route', () => {
    expect(() => routerOf(shelfRoutes, shelf)).toThrow(
      'post /api/items/{id}/name declares bearer auth but no bearer guard was given',
    );
  });

  it('when a route declares optional-bearer and only a bearer guard is given, then mounting throws', () => {
    expect(() => routerOf([ping({ auth: 'optional-bearer' })], undefined, { bearer: guard })).toThrow(
      /optional-bearer auth but no optional-bearer guard/,
    );
  });

  it('when an internal route names no callers, then mounting throws even with an internal guard', () => {
    expect(() => routerOf([ping({ auth: 'internal' })], undefined, { internal: () => guard })).toThrow(
      'get /internal/ping is internal but names no callers',
    );
  });

  it('when an internal route names its callers, then the internal guard is built for exactly those', () => {
    const seen: unknown[] = [];
    routerOf([ping({ auth: 'internal', callers: ['renderer'] })], undefined, {
      internal: (callers) => {
        seen.push(callers);
        return guard;
      },
    });
    expect(seen).toEqual([['renderer']]);
    expect(() => routerOf([ping({ auth: 'internal', callers: ['renderer'] })], undefined, {})).toThrow(
      /internal auth but no internal guard/,
    );
  });

  it('when a group is switched off by `when`, then its routes are not mounted (404) but still described', async () => {
    interface Both {
      shelf: Shelf;
      open: boolean;
    }
    const grouped = (open: boolean) =>
      appWith((a) =>
        a.use(
          routerOf(
            routeGroup<Both, Shelf>(shelfRoutes, { deps: (d) => d.shelf, when: (d) => d.open }),
            {
              shelf,
              open,
            },
            { bearer: guard },
          ),
        ),
      );
    expect((await request(grouped(true)).get('/api/items/1')).status).toBe(200);
    expect((await request(grouped(false)).get('/api/items/1')).status).toBe(404);
    expect(docsOf(routeGroup<Both, Shelf>(shelfRoutes, { deps: (d) => d.shelf }))).toEqual(
      docsOf(shelfRoutes),
    );
  });
});

describe('the OpenAPI drift check', () => {
  const doc: RouteDoc = {
    method: 'post',
    path: '/api/things/{id}',
    summary: 'A thing',
    auth: 'none',
    params: itemParams,
    body: renameBody,
    responses: { 200: { description: 'Done' } },
  };
  const describedAs = buildOpenApi({ title: 't', version: '1', routes: [doc] });

  it('when a route validates a body with another schema than its description, then the drift is named', () => {
    const drifted = appWith((a) =>
      a.post(
        '/api/things/:id',
        validate({ params: itemParams, body: renameBody.extend({ colour: z.string() }) }),
        (_req, res) => void res.json({}),
      ),
    );
    const drift = findRouteDrift(drifted, describedAs);
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatch(/^post \/api\/things\/\{id\}: validates .*colour.* but is described as/);
  });

  it('when a route validates a query its description does not have, then the drift is named', () => {
    const drifted = appWith((a) =>
      a.post(
        '/api/things/:id',
        validate({
          params: itemParams,
          body: renameBody,
          query: z.object({ dryRun: z.string().optional() }),
        }),
        (_req, res) => void res.json({}),
      ),
    );
    expect(findRouteDrift(drifted, describedAs)).toEqual([expect.stringMatching(/dryRun/)]);
  });

  it('when a described request has no validation behind it, then the drift is named', () => {
    const unchecked = appWith((a) => a.post('/api/things/:id', (_req, res) => void res.json({})));
    expect(findRouteDrift(unchecked, describedAs)).toEqual([
      'post /api/things/{id}: described as validated, but the route has no validate()',
    ]);
  });

  it('when the route validates exactly what it describes, then there is no drift', () => {
    const same = appWith((a) =>
      a.post(
        '/api/things/:id',
        validate({ params: itemParams, body: renameBody }),
        (_req, res) => void res.json({}),
      ),
    );
    expect(findRouteDrift(same, describedAs)).toEqual([]);
  });
});

describe('the one error path', () => {
  const failing = appWith((a) => {
    a.get('/api/hearts-out', () => {
      throw new AppError('no_hearts', 403, 'You are out of hearts.', { details: { nextHeartAt: null } });
    });
    a.get('/api/slow-down', () => {
      throw new AppError('too_many_requests', 429, 'Wait.', { details: { retryAfterSeconds: 30 } });
    });
    a.get('/api/own-shape', () => {
      throw new AppError('invalid_token', 400, 'Bad link.', { body: { success: false, error: 'Bad link.' } });
    });
    a.get('/api/broken', () => {
      throw new AppError('internal', 500, 'secret detail', {
        details: { attemptsLeft: 1 },
        body: { leak: true },
      });
    });
  });

  it('when an AppError carries details, then they join the envelope (even a null nextHeartAt)', async () => {
    const res = await request(failing).get('/api/hearts-out');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'no_hearts', message: 'You are out of hearts.', nextHeartAt: null });
  });

  it('when details give retryAfterSeconds, then Retry-After is set too', async () => {
    const res = await request(failing).get('/api/slow-down');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({ error: 'too_many_requests', message: 'Wait.', retryAfterSeconds: 30 });
  });

  it("when an AppError carries its route's own body, then that body is answered instead of the envelope", async () => {
    const res = await request(failing).get('/api/own-shape');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Bad link.' });
  });

  it('when a 500 carries details or a body, then neither leaks: the plain internal envelope is answered', async () => {
    const res = await request(failing).get('/api/broken');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
  });
});
