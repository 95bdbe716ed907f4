import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs } from '../support/learners';

test.describe('platform spine: browser → gateway → shell → remotes → services', () => {
  test('when a learner opens each remote screen, then it renders real data from its service', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/');
    const shell = new ShellPage(page);

    await expect(page.getByText('Prep School')).toBeVisible();
    await shell.navLink('League').click();
    await expect(page.getByText('Teaspoon Tier').first()).toBeVisible();
    await shell.navLink('More').click();
    await expect(page.getByText('v1.0.0')).toBeVisible();
    await expect(page.getByText('Your code:')).toBeVisible();
  });

  test('when the remotes are loaded, then exactly one React is in the federation share scope', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/league');
    await expect(page.getByText('Teaspoon Tier').first()).toBeVisible();
    const shell = new ShellPage(page);
    for (const pkg of ['react', 'react-dom', 'styled-components', 'react-redux', '@fff/platform']) {
      expect(await shell.sharedVersions(pkg), pkg).toHaveLength(1);
    }
  });

  test("when one remote's manifest is blocked, then its area shows the fallback and the other two still work", async ({
    page,
  }) => {
    await page.route('**/mf/social/mf-manifest.json', (route) => route.abort());
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/league');
    const shell = new ShellPage(page);

    await expect(shell.remoteFallback()).toBeVisible();
    await shell.navLink('Learn').click();
    await expect(page.getByText('Prep School')).toBeVisible();
    await shell.navLink('More').click();
    await expect(page.getByText('v1.0.0')).toBeVisible();
  });
});

test.describe('gateway surface', () => {
  test('when /internal is asked for through the gateway, then it answers 404 JSON', async ({ request }) => {
    for (const path of ['/internal/progression/abc', '/internal', '/api/../internal/users/x']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type']).toContain('application/json');
    }
  });

  test('when a page or an API response is served, then the security headers are present', async ({
    request,
  }) => {
    for (const path of ['/', '/api/levels', '/mf/learn/mf-manifest.json', '/api/nothing-here']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['content-security-policy'], path).toContain("default-src 'self'");
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(h['strict-transport-security'], path).toBeTruthy();
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBeTruthy();
      expect(h['x-request-id'], path).toBeTruthy();
    }
  });

  test('when a client sends malformed JSON, an oversized body or a bad token, then each service answers a 4xx JSON envelope', async ({
    request,
  }) => {
    const probes = [
      { path: '/api/auth/login', service: 'identity' },
      { path: '/api/lessons/kitchen-safety-basics-1/complete', service: 'learning' },
      { path: '/api/friend-requests', service: 'social' },
    ];
    for (const { path, service } of probes) {
      const malformed = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: '{"email": ',
      });
      expect([400, 401], `${service} malformed`).toContain(malformed.status());
      expect(await malformed.json(), `${service} malformed`).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });

      const huge = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({ pad: 'x'.repeat(1_200_000) }),
      });
      expect(huge.status(), `${service} oversized`).toBe(413);
      expect(huge.headers()['content-type'], `${service} oversized`).toContain('application/json');

      const badToken = await request.get(
        service === 'identity'
          ? '/api/user'
          : service === 'learning'
            ? '/api/user/progress'
            : '/api/league/current',
        {
          headers: { authorization: 'Bearer not.a.real.token' },
        },
      );
      expect(badToken.status(), `${service} bad token`).toBe(401);
      const body = await badToken.json();
      expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});
