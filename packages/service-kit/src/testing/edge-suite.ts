import type { RequestListener } from 'node:http';
import type { JwtKeys } from '../jwt-keys';
import { serveDuringSuite, type SuiteAnswer } from './http';
import { internalHeaders } from './internal';
import { rejectedAuthorizations } from './tokens';

/** What describeEdgeRobustness needs from a service. */
export interface EdgeRobustnessOptions {
  /** The app under test and the keys it verifies tokens with; its body limit must be under 8 kB. */
  build: () => { app: RequestListener; keys: JwtKeys };
  /** A POST path: JSON bodies are parsed before any route or guard runs. */
  jsonPath: string;
  /** A GET path behind requireAuth. */
  authPath: string;
}

// A stack frame ("at fn (/x/y.ts:12:3)") must never reach a client.
const STACK_FRAME = /\bat .*\.[cm]?[jt]sx?:\d+/;
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(8 * 1024) });

/** Every refusal is the JSON envelope `{ error, message }` with this code, and nothing else. */
function expectEnvelope(
  res: SuiteAnswer,
  status: number,
  error: string,
  message: unknown = expect.any(String),
) {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { error, message } });
  expect(res.contentType).toMatch(/^application\/json/);
  expect(res.text).not.toMatch(STACK_FRAME);
}

/**
 * The shared edge suite every service runs against its real app (no database): malformed JSON 400,
 * oversized body 413, every bad token 401, /internal 401/403, unknown path 404, health without a
 * database — all as the JSON envelope, never a stack. The app listens on port 0 for the suite.
 */
export function describeEdgeRobustness(name: string, options: EdgeRobustnessOptions): void {
  describe(`${name} edge handling`, () => {
    const { app, keys } = options.build();
    const { call } = serveDuringSuite(app);
    const json = { 'content-type': 'application/json' };

    it('when the body is malformed JSON, then 400 invalid_json', async () => {
      expectEnvelope(await call('POST', options.jsonPath, json, '{"name": ['), 400, 'invalid_json');
    });

    it('when the body is larger than the body limit, then 413 payload_too_large', async () => {
      expectEnvelope(await call('POST', options.jsonPath, json, OVERSIZED), 413, 'payload_too_large');
    });

    it.each(rejectedAuthorizations(keys))(
      'when the token is %s, then 401 unauthorized',
      async (_case, header) => {
        const res = await call('GET', options.authPath, header ? { authorization: header } : {});
        expectEnvelope(res, 401, 'unauthorized', 'Please sign in again.');
      },
    );

    it("when /internal is called without a caller's credential or with a wrong one, then 401", async () => {
      expectEnvelope(await call('GET', '/internal/anything'), 401, 'unauthorized');
      const wrong = await call('GET', '/internal/anything', {
        ...internalHeaders('identity'),
        'x-internal-token': 'wrong-wrong-wrong-wrong',
      });
      expectEnvelope(wrong, 401, 'unauthorized');
      const stranger = await call('GET', '/internal/anything', {
        ...internalHeaders('identity'),
        'x-internal-caller': 'stranger',
      });
      expectEnvelope(stranger, 401, 'unauthorized');
    });

    it('when a path does not exist, then 404 not_found', async () => {
      expectEnvelope(await call('GET', '/api/no-such-path'), 404, 'not_found');
    });

    it('when no database is connected, then /healthz is 200 and /readyz 503', async () => {
      expect((await call('GET', '/healthz')).status).toBe(200);
      expectEnvelope(await call('GET', '/readyz'), 503, 'not_ready');
    });
  });
}
