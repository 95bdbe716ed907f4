// Security hardening through the real gateway: hostile paths, hidden /internal, the
// response headers, the sign-in backoff as a browser client sees it, and a logout that reaches the
// other services within seconds.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { createVerifiedLearner, newLearner, signInAs } from '../support/learners';
import { baseURL } from '../support/platform';

/** GET with the path sent exactly as written (browsers and URL parsers would resolve the dots). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('gateway hardening', () => {
  for (const path of [
    '/internal/%2e%2e/api/levels',
    '/api/levels/%2e%2e/%2e%2e/internal/users/1',
    '/api/levels%2F..%2Finternal',
    '/api//levels',
    '/api/lessons/./x',
  ]) {
    test(`hostile path ${path} is refused with 400 JSON`, async () => {
      const res = await rawGet(path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: 'bad_request', message: 'That address is not valid.' });
    });
  }

  test('/internal is never reachable and pages carry the isolation headers', async ({ request }) => {
    const internal = await request.get('/internal/users/search?term=a');
    expect(internal.status()).toBe(404);
    const page = await request.get('/');
    expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers()['permissions-policy']).toContain('camera=()');
  });

  test('styles load under a CSP without unsafe-inline: the page nonce reaches every style tag and nothing is refused', async ({
    page,
    request,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const learner = await createVerifiedLearner(request, newLearner('csp'));
    await signInAs(page, learner, '/profile');
    const response = await page.reload();
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-inline');
    const nonce = /'nonce-([0-9a-f]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const styleNonces = await page
      .locator('style')
      .evaluateAll((tags) => tags.map((t) => (t as HTMLStyleElement).nonce));
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));
    // styled-components' rules applied: the primary action has its brand background.
    const action = page.getByText('Start Learning', { exact: true });
    expect(await action.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(refused).toEqual([]);
  });

  test('wrong passwords count down, then sign-in pauses with a pointer to Forgot Password', async ({
    request,
  }) => {
    const learner = await createVerifiedLearner(request, newLearner('lock'));
    const bodies: Record<string, unknown>[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/auth/login', {
        data: { email: learner.email, password: 'Not-the-password-1' },
      });
      bodies.push((await res.json()) as Record<string, unknown>);
    }
    expect(bodies[2]).toMatchObject({ error: 'invalid_credentials', attemptsLeft: 2 });
    expect(bodies[3]).toMatchObject({ attemptsLeft: 1 });
    expect(bodies[4]).toMatchObject({ error: 'account_locked', attemptsLeft: 0 });
    expect(String(bodies[4].message)).toContain('Forgot Password');
  });

  test('after logout, learning refuses the old access token within seconds', async ({ request }) => {
    const learner = await createVerifiedLearner(request, newLearner('bye'));
    const login = await request.post('/api/auth/login', {
      data: { email: learner.email, password: learner.password },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    expect((await request.get('/api/hearts', { headers })).status()).toBe(200);
    await request.post('/api/auth/logout', { headers });
    await expect
      .poll(async () => (await request.get('/api/hearts', { headers })).status(), {
        timeout: 15_000,
        intervals: [1000],
      })
      .toBe(401);
  });
});
