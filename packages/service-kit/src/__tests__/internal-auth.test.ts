import express from 'express';
import request from 'supertest';
import { createApp, createLogger, devInternalToken, internalCallerOf, internalGate } from '../index';
import { internalHeaders } from '../testing';

const gate = internalGate({
  identity: devInternalToken('identity'),
  learning: devInternalToken('learning'),
  social: devInternalToken('social'),
  renderer: devInternalToken('renderer'),
});

const app = createApp({
  name: 'kit-internal-auth-test',
  logger: createLogger('kit-internal-auth-test', 'silent'),
  health: { ready: async () => true },
  configure(a) {
    const internal = express.Router();
    internal.get('/page', gate.only(['renderer']), (_req, res) => {
      res.json({ caller: internalCallerOf(res) });
    });
    a.use('/internal', gate.anyCaller, internal);
  },
});

describe('internal credentials per caller', () => {
  it('when the route names the caller and its own token comes with it, then it passes as that caller', async () => {
    const res = await request(app).get('/internal/page').set(internalHeaders('renderer'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ caller: 'renderer' });
  });

  it('when a known caller the route does not name calls it, then 403', async () => {
    const res = await request(app).get('/internal/page').set(internalHeaders('social'));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });

  it.each([
    ['no credential', {}],
    ['a token without a caller', { 'x-internal-token': devInternalToken('renderer') }],
    ["another caller's token", internalHeaders('renderer', devInternalToken('social'))],
    ['an unknown caller', { ...internalHeaders('renderer'), 'x-internal-caller': 'gateway' }],
    ['a made-up token', internalHeaders('renderer', 'renderer-renderer-renderer')],
  ])('when the call carries %s, then 401', async (_case, headers) => {
    const res = await request(app).get('/internal/page').set(headers);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});
