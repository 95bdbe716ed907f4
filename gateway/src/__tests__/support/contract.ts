// Behaviour both gateways (nginx and the Node dev gateway) must show; each test file runs
// this suite against its own gateway in front of real echo upstreams and real files.
import fs from 'node:fs';
import path from 'node:path';
import { API_ROUTES, ApiRoute, PAGE_RENDERER, ServiceName } from '../../route-table';
import { CONTENT_SECURITY_POLICY, CSP_NONCE_PLACEHOLDER } from '../../headers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { HASHED_REMOTE_CHUNK, HASHED_SHELL_ASSET, RELEASED_SOCIAL } from './fixtures';
import { request } from './http';
import { stopServer, Upstream } from './upstreams';

export interface GatewayUnderTest {
  base: string;
  /** The releases folder the gateway serves (support/fixtures.ts). */
  releasesDir: string;
  upstreams: Record<ServiceName, Upstream>;
}

/** The page path the shell's renderer answers (PAGE_RENDERER; support/upstreams.ts's stand-in). */
const RENDERED_PATH = PAGE_RENDERER.paths[0];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const samplePath = (r: ApiRoute) => (r.match === 'exact' ? r.path : `${r.path.replace(/\/$/, '')}/abc/1`);

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const [before, after] = CONTENT_SECURITY_POLICY.split(CSP_NONCE_PLACEHOLDER);
  expect(headers['content-security-policy']).toMatch(
    new RegExp(`^${escape(before)}[0-9a-f]{32}${escape(after)}$`),
  );
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
}

/** Register the shared tests; `get()` returns the started gateway (set up in beforeAll). */
export function gatewayContract(get: () => GatewayUnderTest): void {
  it.each(API_ROUTES.map((r) => [samplePath(r), r.service]))(
    'when %s is requested, then %s answers it',
    async (path, service) => {
      const reply = await request(get().base, `${path}?q=1`);
      expect(reply.status).toBe(200);
      expect(reply.json()).toMatchObject({ service, url: `${path}?q=1` });
    },
  );

  it.each([
    ['/api/user', 'svc-identity'],
    ['/api/user/progress', 'svc-learning'],
    ['/api/user/profile-picture', 'svc-identity'],
    ['/api/roadmap', 'svc-identity'],
    ['/api/friend-requests/7/accept', 'svc-social'],
  ])('when exact and prefix routes share a stem (%s), then %s gets it', async (path, service) => {
    expect((await request(get().base, path)).json()).toMatchObject({ service });
  });

  it.each(['/api/user/unknown', '/api/nothing-here', '/api', '/internal/progression/1', '/internal'])(
    'when %s is requested, then the gateway answers 404 JSON',
    async (path) => {
      const reply = await request(get().base, path);
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      expectSecurityHeaders(reply.headers);
    },
  );

  it.each([
    '/internal/%2e%2e/api/levels',
    '/internal/%2E%2E/api/levels',
    '/api/levels/../../internal/x',
    '/api/levels/%2e%2e/%2e%2e/internal/users/1',
    '/api/levels/..%2f..%2finternal/users/1',
    '/api/levels%2F..%2Finternal',
    '/api/lessons/1/%2e',
    '/api/lessons/./1',
    '/api/lessons/1/..',
    '//internal/users/1',
    '/api//levels',
    '/api/levels/%5c..%5cinternal',
    '/learn/%2e%2e/internal',
  ])('when a hostile path %s is requested, then 400 JSON and no upstream sees it', async (path) => {
    const reply = await request(get().base, path);
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    expectSecurityHeaders(reply.headers);
  });

  it('when a path carries an encoded NUL, then 400 (nginx refuses to parse it; the dev gateway by policy)', async () => {
    expect((await request(get().base, '/api/levels/%00')).status).toBe(400);
  });

  it('when a query string carries dots, slashes or encoded characters, then the request still goes through', async () => {
    const reply = await request(get().base, '/api/levels?next=/a/../b&q=%2e%2f');
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ service: 'svc-learning', url: '/api/levels?next=/a/../b&q=%2e%2f' });
  });

  it('when the client sends x-request-id, then upstream and response carry it', async () => {
    const reply = await request(get().base, '/api/levels', { headers: { 'x-request-id': 'req-abc.123' } });
    expect(reply.headers['x-request-id']).toBe('req-abc.123');
    expect((reply.json().headers as Record<string, string>)['x-request-id']).toBe('req-abc.123');
  });

  it('when no (or a malformed) x-request-id is sent, then the gateway mints one and passes it on', async () => {
    const reply = await request(get().base, '/api/levels', {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    const id = reply.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((reply.json().headers as Record<string, string>)['x-request-id']).toBe(id);
  });

  it('when an API answers, then upstream security headers are replaced by the gateway ones and X-Forwarded-* are set', async () => {
    const reply = await request(get().base, '/api/levels');
    expectSecurityHeaders(reply.headers);
    expect(reply.headers['x-powered-by']).toBeUndefined();
    const seen = reply.json().headers as Record<string, string>;
    expect(seen['x-forwarded-for']).toContain('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  it.each([
    ['/', 'no-cache', 'shell index'],
    ['/learn/modules/3', 'no-cache', 'shell index'],
    ['/index.html', 'no-cache', 'shell index'],
    ['/auth', 'no-cache', 'shell auth'],
    ['/auth.html', 'no-cache', 'shell auth'],
    ['/remotes.json', 'no-store', `${RELEASED_SOCIAL}/mf-manifest.json`],
    [`${RELEASED_SOCIAL}/remoteEntry.js`, IMMUTABLE, 'mf-social released entry'],
    [`${RELEASED_SOCIAL}/mf-manifest.json`, IMMUTABLE, '"released":true'],
    [`${RELEASED_SOCIAL}/__federation_expose_League.js`, IMMUTABLE, 'released chunk'],
    ['/sw.js', 'no-cache', 'addEventListener("push"'],
    [HASHED_SHELL_ASSET, IMMUTABLE, 'console.warn'],
    ['/mf/learn/mf-manifest.json', 'no-cache', 'mf-learn'],
    ['/mf/social/remoteEntry.js', 'no-cache', 'mf-social entry'],
    [HASHED_REMOTE_CHUNK, IMMUTABLE, 'chunk'],
  ])('when %s is fetched, then it is served with Cache-Control %s', async (path, cacheControl, content) => {
    const reply = await request(get().base, path);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe(cacheControl);
    expect(reply.text).toContain(content);
    if (path.endsWith('.js')) expect(reply.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(reply.headers);
  });

  it.each(['/', '/learn/modules/3', '/index.html'])(
    "when the page %s is served, then its style nonce matches this response's CSP and changes per response",
    async (path) => {
      const nonceOf = async () => {
        const reply = await request(get().base, path);
        const inPolicy = /'nonce-([0-9a-f]{32})'/.exec(String(reply.headers['content-security-policy']))?.[1];
        expect(reply.text).toContain(`<meta property="csp-nonce" nonce="${inPolicy}">`);
        return inPolicy;
      };
      expect(await nonceOf()).not.toBe(await nonceOf());
    },
  );

  it("when a learner's page is drawn by the renderer, then the gateway serves it with this response's nonce, security headers and no caching", async () => {
    const reply = await request(get().base, RENDERED_PATH, { headers: { cookie: 'fff_page=learner' } });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain(`rendered for learner at ${RENDERED_PATH}`);
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(reply.text).toContain(`nonce="${nonce}"`);
    expect(reply.text).not.toContain(CSP_NONCE_PLACEHOLDER);
    // The renderer is told which request it serves (its logs carry the gateway's id).
    expect(reply.text).toContain(`request ${String(reply.headers['x-request-id'])}`);
    expect(reply.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(reply.headers);
  });

  it.each([
    ['answers 500', 'fff_page=broken'],
    ['hangs up', 'fff_page=dropped'],
    ['has no page for the visitor (404)', 'fff_page=someone-else'],
  ])('when the renderer %s, then the static page is served instead', async (_why, cookie) => {
    const reply = await request(get().base, RENDERED_PATH, { headers: { cookie } });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('shell index');
    expect(reply.text).not.toContain(CSP_NONCE_PLACEHOLDER);
    expectSecurityHeaders(reply.headers);
  });

  it.each(['/auth', '/auth.html'])(
    "when the pre-rendered page %s is served, then every style nonce in it is this response's",
    async (path) => {
      const reply = await request(get().base, path);
      const inPolicy = /'nonce-([0-9a-f]{32})'/.exec(String(reply.headers['content-security-policy']))?.[1];
      expect(reply.text).toContain(`<meta property="csp-nonce" nonce="${inPolicy}">`);
      expect(reply.text).toContain(`<style nonce="${inPolicy}" data-styled="true">`);
      expect(reply.text).not.toContain('__CSP_NONCE__');
    },
  );

  it('when the pre-rendered /auth form is posted before the page hydrates, then it is sent back to /auth (303), the body dropped', async () => {
    const reply = await request(get().base, '/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co&password=secret-typed-early',
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/auth');
    expect(reply.text).not.toContain('secret-typed-early');
  });

  it("when no remote list was switched in, then /remotes.json is the shell build's own", async () => {
    const switched = path.join(get().releasesDir, 'remotes.json');
    const kept = `${switched}.kept`;
    fs.renameSync(switched, kept);
    try {
      const reply = await request(get().base, '/remotes.json');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.text).toContain('/mf/learn/mf-manifest.json');
    } finally {
      fs.renameSync(kept, switched);
    }
  });

  it.each([
    '/missing.3f2a1b9c8d7e.js',
    '/mf/learn/missing.js',
    '/mf/account/nope/page',
    `${RELEASED_SOCIAL}/missing.js`,
    '/mf/learn/1.0.0-0123456789/remoteEntry.js',
  ])(
    'when a static file %s does not exist, then 404 JSON (no SPA fallback for files or remotes)',
    async (path) => {
      const reply = await request(get().base, path);
      expect(reply.status).toBe(404);
      expect(reply.json()).toMatchObject({ error: 'not_found' });
    },
  );

  it('when a body over 1m is sent to an ordinary route, then 413 JSON; the profile picture route takes it', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 97);
    const headers = { 'content-type': 'application/octet-stream' };
    const tooBig = await request(get().base, '/api/user/profile', { method: 'PUT', body, headers });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'payload_too_large' });
    const picture = await request(get().base, '/api/user/profile-picture', { method: 'POST', body, headers });
    expect(picture.json()).toMatchObject({ service: 'svc-identity', bodyBytes: body.length });
    const hugePicture = await request(get().base, '/api/user/profile-picture', {
      method: 'POST',
      body: Buffer.alloc(7 * 1024 * 1024, 97),
      headers,
    });
    expect(hugePicture.status).toBe(413);
  });

  it('when auth endpoints are hammered, then the gateway answers 429 JSON after the burst', async () => {
    const statuses: number[] = [];
    let limited: Record<string, unknown> | undefined;
    for (let i = 0; i < 40; i += 1) {
      const reply = await request(get().base, '/api/auth/login', { method: 'POST', body: '{}' });
      statuses.push(reply.status);
      if (reply.status === 429) limited ??= reply.json();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses).toContain(429);
    expect(limited).toMatchObject({ error: 'too_many_requests' });
    // Other routes are not limited.
    expect((await request(get().base, '/api/levels')).status).toBe(200);
  });

  // Last: it stops an upstream.
  it('when a service is down, then its routes answer 502 JSON and the others keep working', async () => {
    await stopServer(get().upstreams['svc-social'].server);
    const reply = await request(get().base, '/api/friends');
    expect(reply.status).toBe(502);
    expect(reply.json()).toMatchObject({ error: 'bad_gateway' });
    expectSecurityHeaders(reply.headers);
    expect((await request(get().base, '/api/levels')).status).toBe(200);
  });
}
