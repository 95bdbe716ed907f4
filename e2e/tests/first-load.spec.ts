// A signed-in learner's cold load of Learn (fresh browser context: empty HTTP cache) asks only for
// the remotes of what the screen shows, never gets a 404, and loads one copy of React. The chat
// button is the shell's: mf-social's drawer loads when the button is pointed at or pressed.
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { createVerifiedLearner, type Learner } from '../support/learners';

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The remotes and the exposed modules Learn shows: the Learn home only. */
const SHOWN: Record<string, { folder: string; exposes: string[] }> = {
  mf_learn: { folder: '/mf/learn/', exposes: ['LearnHome'] },
  mf_social: { folder: '/mf/social/', exposes: [] },
  mf_account: { folder: '/mf/account/', exposes: [] },
};

/** Files a remote may serve on this screen: its manifest, its entry and the shown modules' chunks. */
async function allowedFiles(
  request: APIRequestContext,
  folder: string,
  exposes: string[],
): Promise<Set<string>> {
  if (exposes.length === 0) return new Set();
  const manifest = (await (await request.get(`${folder}mf-manifest.json`)).json()) as Manifest;
  const files = new Set(['mf-manifest.json', manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes.filter((e) => exposes.includes(e.name))) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
  }
  return files;
}

/** A context with an empty cache, signed in the way the shell keeps a session. */
async function signedInContext(
  newContext: () => Promise<BrowserContext>,
  learner: Learner,
): Promise<BrowserContext> {
  const context = await newContext();
  const res = await context.request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, JSON.stringify(user)] as const,
  );
  return context;
}

test('when a signed-in learner opens Learn on a cold cache, then only the shown remotes load (the chat drawer on a press), nothing answers 404, and React loads once', async ({
  browser,
  request,
}) => {
  const learner = await createVerifiedLearner(request);
  const context = await signedInContext(() => browser.newContext(), learner);
  const page = await context.newPage();
  const responses: Array<{ path: string; status: number }> = [];
  page.on('response', (r) => responses.push({ path: new URL(r.url()).pathname, status: r.status() }));

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Prep School' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(
    responses.filter((r) => r.status === 404),
    'no request answers 404',
  ).toEqual([]);

  for (const [remote, { folder, exposes }] of Object.entries(SHOWN)) {
    const allowed = await allowedFiles(request, folder, exposes);
    const asked = responses.filter((r) => r.path.startsWith(folder)).map((r) => r.path.slice(folder.length));
    const unexpected = asked.filter((file) => !allowed.has(file));
    expect(
      unexpected,
      `${remote}: files of modules Learn does not show (or shared copies the shell provides)`,
    ).toEqual([]);
  }
  // The Learn remote did load; the social and account remotes did not.
  expect(responses.some((r) => r.path.startsWith('/mf/learn/'))).toBe(true);
  expect(responses.filter((r) => r.path.startsWith('/mf/social/'))).toEqual([]);
  expect(responses.filter((r) => r.path.startsWith('/mf/account/'))).toEqual([]);

  // The chat comes on intent: pressing the button loads mf-social's drawer, nothing else of it, and opens it.
  const beforeChat = responses.length;
  await page.getByRole('button', { name: /^Open chat/ }).click();
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeVisible();
  const drawerFiles = await allowedFiles(request, '/mf/social/', ['ChatDrawer']);
  const socialAsked = responses
    .slice(beforeChat)
    .filter((r) => r.path.startsWith('/mf/social/'))
    .map((r) => r.path.slice('/mf/social/'.length));
  expect(socialAsked).toContain('mf-manifest.json');
  expect(
    socialAsked.filter((file) => !drawerFiles.has(file)),
    'mf-social: files other than the drawer',
  ).toEqual([]);

  // One React: the page's share scope holds the shell's copy and every remote uses it.
  const reactCopies = await page.evaluate(() => {
    const scope = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>
          >;
        };
      }
    ).__FEDERATION__?.__SHARE__;
    const loaded: string[] = [];
    for (const host of Object.values(scope ?? {}))
      for (const [name, versions] of Object.entries(host.default ?? {}))
        if (name === 'react')
          for (const [version, entry] of Object.entries(versions)) if (entry.loaded) loaded.push(version);
    return [...new Set(loaded)];
  });
  expect(reactCopies).toHaveLength(1);
  await context.close();
});

test('when a signed-out visitor opens Learn’s address on a cold cache, then they get the sign-in form and no remote file is fetched', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The screen's remote is fetched only once the session check says signed in (shell/src/start.tsx).
  expect(paths.filter((p) => p.startsWith('/mf/'))).toEqual([]);
  await context.close();
});

test('when a learner in a far time zone opens Learn, then every call names that zone and the streak asks for their own calendar day', async ({
  browser,
  request,
}) => {
  // A zone whose date differs from UTC's right now, so a day counted in UTC would show.
  const zone = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  const dayIn = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  const days = [dayIn(new Date())];
  const learner = await createVerifiedLearner(request);
  const context = await signedInContext(() => browser.newContext({ timezoneId: zone }), learner);
  const page = await context.newPage();
  const calls: Array<{ path: string; zone?: string; date: string | null }> = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/'))
      calls.push({
        path: url.pathname,
        zone: r.headers()['x-time-zone'],
        date: url.searchParams.get('date'),
      });
  });

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Prep School' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  days.push(dayIn(new Date()));

  // Learn's levels came with the drawn page (the client starts from the render's answers); the streak
  // is asked again, for the learner's own calendar day.
  expect(calls.map((c) => c.path)).toEqual(
    expect.arrayContaining(['/api/auth/refresh', '/api/streak/activities']),
  );
  // The refresh answers with the learner (GET /api/user's payload): the page start asks once, not twice.
  expect(calls.filter((c) => c.path === '/api/user')).toEqual([]);
  expect(calls.filter((c) => c.zone !== zone)).toEqual([]);
  const streak = calls.find((c) => c.path === '/api/streak/activities');
  expect(days).toContain(streak?.date);
  await context.close();
});
