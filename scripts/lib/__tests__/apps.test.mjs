// node --test scripts/lib/__tests__ (run by `npm test`, step "script tests").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { DEV_INTERNAL_TOKEN, SERVICE_NODE_OPTIONS, SERVICES, serviceEnv } from '../apps.mjs';

const identity = SERVICES[0];

test('when npm start runs in development without a token, then the services share the dev token', () => {
  assert.equal(serviceEnv(identity, {}).INTERNAL_TOKEN, DEV_INTERNAL_TOKEN);
});

test('when NODE_ENV is production and no token is set, then none is injected (the service refuses to start)', () => {
  const env = serviceEnv(identity, { NODE_ENV: 'production' });
  assert.equal('INTERNAL_TOKEN' in env, false);
});

test('when NODE_ENV is production and a token is set, then that token is passed on', () => {
  assert.equal(serviceEnv(identity, { NODE_ENV: 'production', INTERNAL_TOKEN: 'abc' }).INTERNAL_TOKEN, 'abc');
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
