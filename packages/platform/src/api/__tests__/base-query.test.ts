import { api } from '../api';
import { createAppStore } from '../../store/create-store';
import { errorMessage } from '../api-error';
import { setToken } from '../../session/token';
import { fakeApi, type FakeCall } from '../../testing/fake-api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
  }),
});

let seen: FakeCall[] = [];
function answer(status: number, body: string, statusText = '') {
  seen = fakeApi({
    '*': () =>
      new Response(body || null, { status, statusText, headers: { 'content-type': 'application/json' } }),
  }).calls;
}

beforeEach(() => {
  localStorage.clear();
  setToken(null);
});

describe('base query', () => {
  it('when a token is stored, then calls carry the bearer header, cookies and the /api prefix', async () => {
    setToken('tok-123');
    answer(200, '{"ok":true}');
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/levels'));
    expect(result.data).toEqual({ ok: true });
    expect(seen[0].url).toBe('http://localhost/api/levels');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0].credentials).toBe('include');
  });

  it('when no token is stored, then no authorization header is sent', async () => {
    answer(200, '[]');
    const store = createAppStore();
    await store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it('when the server fails with the JSON envelope, then the message is "<status>: <its readable message>"', async () => {
    answer(500, '{"error":"internal","message":"Boom"}');
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/fails'));
    expect(errorMessage(result.error)).toBe('500: Boom');
  });

  it('when the server fails with other JSON, then the message is "<status>: <body text>"', async () => {
    answer(500, '{"detail":"Boom"}');
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/fails'));
    expect(errorMessage(result.error)).toBe('500: {"detail":"Boom"}');
  });

  it('when the server fails with an empty body, then the status text is used', async () => {
    answer(503, '', 'Service Unavailable');
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/empty'));
    expect(errorMessage(result.error)).toBe('503: Service Unavailable');
  });

  it('when the body is plain text, then it is kept as text', async () => {
    answer(404, 'Not here');
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/text'));
    expect(errorMessage(result.error)).toBe('404: Not here');
  });

  it('when a call fails, then it is not retried', async () => {
    answer(500, 'x');
    const store = createAppStore();
    await store.dispatch(probe.endpoints.probe.initiate('/once'));
    expect(seen).toHaveLength(1);
  });
});

describe("base query of a store made for a server render (a learner's page)", () => {
  it("when two learners' pages render at once, then each store's calls carry its own learner's token, zone and base URL", async () => {
    setToken('the-page-token-of-this-module');
    answer(200, '{"ok":true}');
    const ana = createAppStore(undefined, {
      server: { apiBaseUrl: 'http://gateway:8080/api', token: 'ana-token', timeZone: 'Europe/Berlin' },
    });
    const ben = createAppStore(undefined, {
      server: { apiBaseUrl: 'http://gateway:8080/api', token: 'ben-token' },
    });
    await Promise.all([
      ana.dispatch(probe.endpoints.probe.initiate('/levels')),
      ben.dispatch(probe.endpoints.probe.initiate('/levels')),
    ]);
    const byToken = Object.fromEntries(seen.map((call) => [call.headers.get('authorization'), call]));
    expect(Object.keys(byToken).sort()).toEqual(['Bearer ana-token', 'Bearer ben-token']);
    expect(byToken['Bearer ana-token'].url).toBe('http://gateway:8080/api/levels');
    expect(byToken['Bearer ana-token'].headers.get('x-time-zone')).toBe('Europe/Berlin');
    expect(byToken['Bearer ben-token'].headers.get('x-time-zone')).toBeNull();
  });

  it("when the server answers 401, then the failure is the render's (no refresh is sent, the session stays)", async () => {
    answer(401, '{"error":"unauthorized","message":"Please sign in again."}');
    const store = createAppStore(undefined, { server: { apiBaseUrl: 'http://gateway/api', token: 't' } });
    const result = await store.dispatch(probe.endpoints.probe.initiate('/user'));
    expect(result.error).toBeDefined();
    expect(seen.map((call) => call.url)).toEqual(['http://gateway/api/user']);
  });
});
