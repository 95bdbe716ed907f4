import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { developerEmails, e2eTmp } from './platform';
import { waitForMail } from './outbox';

export interface Learner {
  email: string;
  username: string;
  password: string;
}

/** A fresh learner with a real-looking address (the domain rules refuse test/example domains). */
export function newLearner(prefix = 'cook'): Learner {
  // Letters only, no vowels and none of c/f/k/l/s/t: the profanity check maps digits to letters
  // ('5' → s, '4' → a …), so a hex id once spelled a refused username and failed a run at random.
  const id = [...randomBytes(8)].map((b) => 'bdghjmnpqrvwxz'[b % 14]).join('');
  return { email: `${prefix}.${id}@gmail.com`, username: `${prefix}_${id}`, password: 'Simmer-42!' };
}

/** Registers and verifies a learner through the real API and the mail outbox. */
export async function createVerifiedLearner(
  request: APIRequestContext,
  learner = newLearner(),
): Promise<Learner> {
  const res = await request.post('/api/auth/register', {
    data: { ...learner, newsletterSignup: false, gdprConsent: true },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const mail = await waitForMail(learner.email, 'verify');
  const verify = await request.get(
    new URL(mail.link).pathname.replace('/verify-email', '/api/auth/verify-email') +
      new URL(mail.link).search,
  );
  expect(verify.ok(), await verify.text()).toBeTruthy();
  return learner;
}

/**
 * Takes a developer address for this run: a claim file per address, created exclusively, so a
 * worker that restarts after a failed test (its module state starts over) never takes an address
 * an earlier worker registered (that failed the next test with 'already exists').
 */
function claimDeveloperEmail(): string | undefined {
  const claims = path.join(e2eTmp, 'developer-claims');
  fs.mkdirSync(claims, { recursive: true });
  return developerEmails.find((email) => {
    try {
      fs.writeFileSync(path.join(claims, email), String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  });
}

/** A verified developer account (DEVELOPER_EMAILS), who sees everything unlocked. */
export async function createVerifiedDeveloper(request: APIRequestContext): Promise<Learner> {
  const email = claimDeveloperEmail();
  if (!email)
    throw new Error('Out of developer addresses: add more to developerEmails in support/platform.ts');
  return createVerifiedLearner(request, { ...newLearner('chef'), email });
}

/**
 * Starts the client of a page drawn by the server (the tab screens), which otherwise waits for the
 * learner's first interaction: a pointer movement starts it, and the page is the client's once the
 * mark is gone. On any other page, nothing to do.
 */
export async function startClient(page: Page): Promise<void> {
  // (A page that moved on meanwhile, a redirect, has no context to run in: nothing to start there.)
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove'))).catch(() => undefined);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/**
 * Signs in through the API, then opens `path`. The login answer sets the httpOnly refresh cookie in
 * the page's context (page.request shares its cookie jar); the page restores its in-memory access
 * token from that cookie as a reload would. Nothing goes to localStorage: the token never lives there.
 */
export async function signInAs(page: Page, learner: Learner, path = '/'): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
  await startClient(page);
}

/**
 * An access token of the page's current session, for a test's direct API calls: the refresh cookie
 * of the page's context is exchanged for one (the cookie rotates in the shared jar, so the page's
 * own session carries on).
 */
export async function apiToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/refresh');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** What the page keeps in localStorage under the key older versions used for the token (must be null). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

/** Signs the learner in through the API and returns the Authorization header for further calls. */
export async function authHeaders(
  request: APIRequestContext,
  learner: Learner,
): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}
