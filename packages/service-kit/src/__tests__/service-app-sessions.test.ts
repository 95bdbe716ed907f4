import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createLogger, createServiceApp, declareRoutes, requireAuth } from '../index';
import { makeTestKeys, signTestToken } from '../testing';

const keys = makeTestKeys();
const LIVE = 'a'.repeat(24);
const ENDED = 'b'.repeat(24);
const route = declareRoutes<void>();
const routes = [
  route(
    {
      method: 'post',
      path: '/api/notes',
      summary: 'Write a note',
      auth: 'bearer',
      responses: { 200: { description: 'Written', schema: z.object({ ok: z.literal(true) }) } },
    },
    () => ({ ok: true as const }),
  ),
];

/** identity's GET /internal/sessions/:sid: LIVE lives, anything else ended. */
async function fakeIdentity() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ active: req.url?.endsWith(`/${LIVE}`) === true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function appWith(identityUrl: string, seen: string[]) {
  // Stands for the learner's presence and write limits: what an ended session must never reach.
  const presence: RequestHandler = (_req, res, next) => {
    seen.push((res.locals.auth as { sessionId: string }).sessionId);
    next();
  };
  return createServiceApp({
    name: 'svc-social',
    logger: createLogger('test', 'silent'),
    config: {
      BODY_LIMIT: '100kb',
      TRUST_PROXY: 'none',
      SESSION_CHECK_MS: 5000,
      IDENTITY_URL: identityUrl,
      INTERNAL_TOKEN_IDENTITY: 'identity-token-0123456789abcdef',
      INTERNAL_TOKEN_LEARNING: 'learning-token-0123456789abcdef',
      INTERNAL_TOKEN_SOCIAL: 'social-token-0123456789abcdef',
      INTERNAL_TOKEN_RENDERER: 'renderer-token-0123456789abcdef',
    },
    publicKey: keys.publicKey,
    openApi: () => ({}),
    routes,
    deps: undefined,
    guards: { bearer: [requireAuth(keys.publicKey), presence] },
  });
}

const bearer = (sessionId: string) => `Bearer ${signTestToken(keys, { sessionId })}`;

describe('createServiceApp: ended sessions', () => {
  it('when a signed-in route is called with an ended session, then 401 before its guards run; a live one passes', async () => {
    const identity = await fakeIdentity();
    const seen: string[] = [];
    const app = appWith(identity.url, seen);
    const ended = await request(app).post('/api/notes').set('authorization', bearer(ENDED));
    const live = await request(app).post('/api/notes').set('authorization', bearer(LIVE));
    identity.server.close();
    expect([ended.status, ended.body.error]).toEqual([401, 'session_revoked']);
    expect(live.status).toBe(200);
    expect(seen).toEqual([LIVE]);
  });

  it('when identity is down, then a write is refused (503) but an unknown path still answers 404', async () => {
    const identity = await fakeIdentity();
    await new Promise((resolve) => identity.server.close(resolve));
    const app = appWith(identity.url, []);
    const write = await request(app).post('/api/notes').set('authorization', bearer(LIVE));
    const unknown = await request(app).post('/api/nowhere').set('authorization', bearer(LIVE));
    expect(write.status).toBe(503);
    expect(unknown.status).toBe(404);
  });
});
