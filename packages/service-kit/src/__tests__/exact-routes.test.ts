import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { exactRouteTable } from '../exact-routes';

/** An app whose router holds the routes both ways, as routerOf mounts them, and a JSON 404/500. */
function appWith(routes: Array<[method: 'get' | 'post', path: string, handlers: RequestHandler[]]>) {
  const app = express();
  const router = express.Router();
  const table = exactRouteTable();
  router.use(table.dispatch);
  for (const [method, path, handlers] of routes) {
    router[method](path, ...handlers);
    table.add(method, path, handlers);
  }
  app.use(router);
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  app.use(((err, _req, res, _next) => {
    res.status(500).json({ error: (err as Error).message });
  }) as express.ErrorRequestHandler);
  return app;
}

const answer =
  (body: string): RequestHandler =>
  (req, res) => {
    res.json({ body, route: (req.route as { path: string }).path, params: req.params });
  };

describe('exactRouteTable', () => {
  it('when a path without parameters is asked, then its handlers answer in order with the route set for metrics', async () => {
    const seen: string[] = [];
    const guard: RequestHandler = (_req, _res, next) => {
      seen.push('guard');
      next();
    };
    const app = appWith([['get', '/api/user', [guard, answer('user')]]]);
    const res = await request(app).get('/api/user?x=1').expect(200);
    expect(res.body).toEqual({ body: 'user', route: '/api/user', params: {} });
    expect(seen).toEqual(['guard']);
    await request(app).head('/api/user').expect(200);
  });

  it('when an earlier route with a parameter matches the same path, then that route answers, as Express would', async () => {
    const app = appWith([
      ['get', '/api/friends/:id', [answer('by id')]],
      ['get', '/api/friends/requests', [answer('requests')]],
      ['get', '/api/friends', [answer('list')]],
    ]);
    expect((await request(app).get('/api/friends/requests')).body.body).toBe('by id');
    expect((await request(app).get('/api/friends')).body.body).toBe('list');
  });

  it('when a guard throws or rejects, then the error handlers get the error', async () => {
    const throws: RequestHandler = () => {
      throw new Error('thrown');
    };
    const rejects: RequestHandler = async () => {
      throw new Error('rejected');
    };
    const app = appWith([
      ['get', '/a', [throws, answer('a')]],
      ['post', '/b', [rejects, answer('b')]],
    ]);
    expect((await request(app).get('/a').expect(500)).body).toEqual({ error: 'thrown' });
    expect((await request(app).post('/b').expect(500)).body).toEqual({ error: 'rejected' });
  });

  it('when every handler passes on, then the 404 answers and the router does not run the route again', async () => {
    let runs = 0;
    const counts: RequestHandler = (_req, _res, next) => {
      runs += 1;
      next();
    };
    const app = appWith([['get', '/pass', [counts]]]);
    await request(app).get('/pass').expect(404);
    expect(runs).toBe(1);
  });

  it('when the path differs only by a trailing slash or letter case, then the Express router still serves it', async () => {
    const app = appWith([['get', '/api/user', [answer('user')]]]);
    expect((await request(app).get('/api/user/').expect(200)).body.body).toBe('user');
    expect((await request(app).get('/API/User').expect(200)).body.body).toBe('user');
    await request(app).post('/api/user').expect(404);
  });
});
