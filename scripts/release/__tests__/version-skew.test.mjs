// node --test scripts/release/__tests__ (run by `npm test`, step "script tests").
// Version skew, remotes ahead of their service: a remote built now parses each answer with this
// commit's contracts (the response shapes of <service>/openapi.json); deployed before the service, it
// reads the answers of the service's last release (releases/openapi/<service>.json).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { unreadableAnswers } from '../openapi-compat.mjs';
import { checkService, describeCheck, releaseService, skewedServices } from '../services.mjs';

const json = (schema) => ({ content: { 'application/json': { schema } } });

/** A released league read: a theme with a nullable multiplier and a kind. */
function released() {
  const theme = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      kind: { type: 'string', enum: ['flavor', 'science'] },
      multiplier: { type: ['number', 'null'] },
    },
    required: ['name', 'kind', 'multiplier'],
    additionalProperties: false,
  };
  return {
    openapi: '3.1.0',
    info: { title: 'svc-social', version: '1.0.0' },
    paths: {
      '/api/league/current': {
        get: {
          responses: {
            200: json({ type: 'object', properties: { theme }, required: ['theme'] }),
            404: json({ type: 'object', properties: { error: { type: 'string' } }, required: ['error'] }),
          },
        },
      },
    },
  };
}

const themeOf = (doc) =>
  doc.paths['/api/league/current'].get.responses[200].content['application/json'].schema.properties.theme;

test('when the contracts only add optional fields, drop fields or accept more, then the released answers are still read', () => {
  const next = released();
  const theme = themeOf(next);
  theme.properties.counts = { type: 'integer' };
  delete theme.properties.name;
  theme.required = ['kind', 'multiplier'];
  theme.properties.kind.enum.push('eggs');
  next.paths['/api/league/history'] = {
    get: { responses: { 200: json({ type: 'object', required: ['x'] }) } },
  };
  assert.deepEqual(unreadableAnswers(released(), next), []);
});

test('when the contracts require a field, narrow a value or refuse null, then each released answer refused is named', () => {
  const next = released();
  const theme = themeOf(next);
  theme.properties.counts = { type: 'integer' };
  theme.required.push('counts');
  theme.properties.kind.enum = ['flavor'];
  theme.properties.multiplier = { type: 'number' };
  // An error answer is not parsed by the contracts' success shape.
  next.paths['/api/league/current'].get.responses[404] = json({ type: 'object', required: ['code'] });
  assert.deepEqual(unreadableAnswers(released(), next).sort(), [
    'GET /api/league/current 200.theme.counts: new required response field',
    'GET /api/league/current 200.theme.kind: enum narrowed, science no longer accepted',
    'GET /api/league/current 200.theme.multiplier: type narrowed, null no longer accepted',
  ]);
});

test('when remotes built now could not read the released service, then the gate and a remote build refuse, and releasing the service ends it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-skew-gate-'));
  fs.mkdirSync(path.join(root, 'svc-social'));
  fs.writeFileSync(path.join(root, 'svc-social', 'package.json'), JSON.stringify({ version: '1.0.0' }));
  fs.writeFileSync(path.join(root, 'svc-social', 'openapi.json'), JSON.stringify(released()));
  releaseService(root, 'svc-social');
  const next = released();
  themeOf(next).properties.counts = { type: 'integer' };
  themeOf(next).required.push('counts');
  fs.writeFileSync(path.join(root, 'svc-social', 'openapi.json'), JSON.stringify(next));

  const verdict = describeCheck('svc-social', checkService(root, 'svc-social'));
  assert.equal(verdict.ok, false);
  assert.match(verdict.text, /remotes built now would refuse 1 answer\(s\) of its release 1\.0\.0/);
  assert.match(verdict.text, /200\.theme\.counts: new required response field/);
  assert.match(skewedServices(root).join('\n'), /Release svc-social first/);

  assert.equal(releaseService(root, 'svc-social'), '1.0.0');
  assert.equal(describeCheck('svc-social', checkService(root, 'svc-social')).ok, true);
  assert.deepEqual(skewedServices(root), []);
});
