// node --test scripts/release/__tests__ (run by `npm test`, step "script tests").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { breakingChanges } from '../openapi-compat.mjs';
import { checkService, describeCheck, releaseService } from '../services.mjs';

const json = (schema) => ({ content: { 'application/json': { schema } } });

/** A released document: one read with a nullable field and an enum, one write with a bounded body. */
function released() {
  return {
    openapi: '3.1.0',
    info: { title: 'svc-social', version: '1.0.0' },
    paths: {
      '/api/friends': {
        get: {
          parameters: [
            { name: 'limit', in: 'query', required: false, schema: { type: 'integer', maximum: 50 } },
          ],
          responses: {
            200: json({
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  avatar: { type: ['string', 'null'] },
                  status: { type: 'string', enum: ['online', 'away'] },
                },
                required: ['id', 'avatar', 'status'],
              },
            }),
          },
        },
      },
      '/api/chat/{id}': {
        post: {
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              properties: {
                text: { type: 'string', maxLength: 500 },
                kind: { $ref: '#/components/schemas/Kind' },
              },
              required: ['text'],
              additionalProperties: false,
            }),
          },
          responses: {
            201: json({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
          },
        },
        delete: { responses: { 204: { description: 'gone' } } },
      },
    },
    components: { schemas: { Kind: { type: 'string', enum: ['text', 'sticker'] } } },
  };
}

test('when the document is unchanged, then nothing is reported', () => {
  assert.deepEqual(breakingChanges(released(), released()), []);
});

test('when a release only adds (an operation, an optional request field, a response field, an accepted value), then it is compatible', () => {
  const next = released();
  next.paths['/api/league'] = { get: { responses: { 200: json({ type: 'object' }) } } };
  const body = next.paths['/api/chat/{id}'].post.requestBody.content['application/json'].schema;
  body.properties.replyTo = { type: 'string' };
  body.properties.text.maxLength = 1000;
  next.components.schemas.Kind.enum.push('gif');
  next.paths['/api/friends'].get.responses[200].content['application/json'].schema.items.properties.level = {
    type: 'integer',
  };
  assert.deepEqual(breakingChanges(released(), next), []);
});

test('when a release breaks its document deliberately, then every break is named where it is', () => {
  const next = released();
  delete next.paths['/api/chat/{id}'].delete;
  const friends = next.paths['/api/friends'].get;
  friends.parameters[0].required = true;
  friends.parameters[0].schema.maximum = 20;
  const friend = friends.responses[200].content['application/json'].schema.items;
  delete friend.properties.avatar;
  friend.required = ['id'];
  friend.properties.id = { type: ['string', 'null'] };
  const body = next.paths['/api/chat/{id}'].post.requestBody.content['application/json'].schema;
  body.properties.text = { type: 'integer' };
  body.required = ['text', 'kind'];
  next.components.schemas.Kind.enum = ['text'];
  assert.deepEqual(breakingChanges(released(), next).sort(), [
    'DELETE /api/chat/{id}: operation removed',
    'GET /api/friends 200 response[].avatar: response field removed',
    'GET /api/friends 200 response[].id: may now be null',
    'GET /api/friends 200 response[].status: response field no longer always present',
    'GET /api/friends query parameter limit: maximum lowered to 20',
    'GET /api/friends query parameter limit: newly required',
    'POST /api/chat/{id} body.kind: enum narrowed, sticker no longer accepted',
    'POST /api/chat/{id} body.kind: new required request field',
    'POST /api/chat/{id} body.text: type narrowed, string no longer accepted',
  ]);
});

/** A checkout with one service at `version`, its openapi.json `doc`, released as `released()`. */
function checkout(doc, version) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-openapi-gate-'));
  fs.mkdirSync(path.join(root, 'svc-social'));
  fs.writeFileSync(path.join(root, 'svc-social', 'package.json'), JSON.stringify({ version }));
  fs.writeFileSync(path.join(root, 'svc-social', 'openapi.json'), JSON.stringify(released()));
  releaseService(root, 'svc-social');
  fs.writeFileSync(path.join(root, 'svc-social', 'openapi.json'), JSON.stringify(doc));
  return root;
}

function withoutDelete() {
  const next = released();
  delete next.paths['/api/chat/{id}'].delete;
  return next;
}

test('when a service drops an operation of its last release without a major version, then the gate fails and the release is refused', () => {
  const root = checkout(withoutDelete(), '1.0.0');
  const verdict = describeCheck('svc-social', checkService(root, 'svc-social'));
  assert.equal(verdict.ok, false);
  assert.match(verdict.text, /DELETE \/api\/chat\/\{id\}: operation removed/);
  assert.match(verdict.text, /raising the major version in svc-social\/package\.json/);
  assert.throws(() => releaseService(root, 'svc-social'), /1 incompatible change/);
});

test('when the same change comes with a new major version, then it passes as a breaking release and becomes the new baseline', () => {
  const root = checkout(withoutDelete(), '1.0.0');
  fs.writeFileSync(path.join(root, 'svc-social', 'package.json'), JSON.stringify({ version: '2.0.0' }));
  assert.equal(describeCheck('svc-social', checkService(root, 'svc-social')).ok, true);
  assert.equal(releaseService(root, 'svc-social'), '2.0.0');
  assert.deepEqual(checkService(root, 'svc-social').problems, []);
});
