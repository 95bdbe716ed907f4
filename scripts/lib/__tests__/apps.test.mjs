// node --test scripts/lib/__tests__ (run by `npm test`, step "script tests").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { DEV_RENDERER_TOKEN, rendererEnv, SERVICE_NODE_OPTIONS, SERVICES, serviceEnv } from '../apps.mjs';

const identity = SERVICES[0];

test('when NODE_ENV is production and no credential is set, then none is injected (the service refuses to start)', () => {
  const env = serviceEnv(identity, { NODE_ENV: 'production' });
  assert.equal(
    Object.keys(env).some((key) => key.startsWith('INTERNAL_TOKEN')),
    false,
  );
});

test("when a caller's credential is set, then it is passed on to the service", () => {
  const env = serviceEnv(identity, { NODE_ENV: 'production', INTERNAL_TOKEN_SOCIAL: 'abc' });
  assert.equal(env.INTERNAL_TOKEN_SOCIAL, 'abc');
});

test("when npm start runs the renderer, then it gets its own credential and none of the services'", () => {
  const env = rendererEnv(8080, { INTERNAL_TOKEN_IDENTITY: 'identity-secret' });
  assert.equal(env.INTERNAL_TOKEN_RENDERER, DEV_RENDERER_TOKEN);
  assert.equal('INTERNAL_TOKEN_IDENTITY' in env, false);
  assert.equal('INTERNAL_TOKEN_RENDERER' in rendererEnv(8080, { NODE_ENV: 'production' }), false);
});

test("when npm start runs a service, then it gets the services' V8 flags after the caller's own", () => {
  assert.equal(serviceEnv(identity, {}).NODE_OPTIONS, SERVICE_NODE_OPTIONS);
  assert.equal(
    serviceEnv(identity, { NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS,
    `--enable-source-maps ${SERVICE_NODE_OPTIONS}`,
  );
});

test('when the service image is built, then it runs with the same V8 flags as npm start', () => {
  const dockerfile = fs.readFileSync(
    new URL('../../../docker/node-service.Dockerfile', import.meta.url),
    'utf8',
  );
  assert.match(dockerfile, new RegExp(`^ENV .*NODE_OPTIONS=${SERVICE_NODE_OPTIONS}( |$)`, 'm'));
});
