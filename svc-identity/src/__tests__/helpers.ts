import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { moderateUsername } from '@fff/domain';

/** A fresh address that passes every sign-up rule. */
const digits = () => String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
export const uniqueEmail = () => `chef.${digits()}@gmail.com`;
/** Re-rolled until moderation accepts it: digits read as leet-speak (455…) can spell refused words. */
export function uniqueUsername(): string {
  for (;;) {
    const name = `cook_${digits()}`;
    if (moderateUsername(name).ok) return name;
  }
}
export const PASSWORD = 'Simmer&Stir42';

/** A valid registration body; override any field. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  username: uniqueUsername(),
  newsletterSignup: false,
  gdprConsent: true,
  ...overrides,
});

/** The newest message of `kind` to `to` in the outbox folder; waits for the background send. */
export async function waitForMail(dir: string, to: string, kind: string, after = 0) {
  for (let i = 0; i < 100; i++) {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(`-${kind}-${to}.json`))
      .sort();
    if (files.length > after) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, files[files.length - 1]), 'utf8'));
      return { ...mail, token: new URL(mail.link).searchParams.get('token') as string, count: files.length };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** How many messages of `kind` went to `to`. */
export const mailCount = (dir: string, to: string, kind: string) =>
  fs.readdirSync(dir).filter((f) => f.endsWith(`-${kind}-${to}.json`)).length;

/** Register and verify through the real endpoints; returns the credentials. */
export async function verifiedUser(app: Express, outboxDir: string, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await request(app).post('/api/auth/register').send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await waitForMail(outboxDir, body.email, 'verify-email');
  await request(app).get('/api/auth/verify-email').query({ token: mail.token }).expect(200);
  return body;
}

/** The refresh cookie value from a response's Set-Cookie, if any. */
export function refreshCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const raw = cookies.find((c) => c.startsWith('fff_refresh='));
  return raw?.split(';')[0];
}

/** Sign in; returns the access token and the refresh cookie ("fff_refresh=…"). */
export async function signIn(app: Express, email: string, password = PASSWORD) {
  const res = await request(app).post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, cookie: refreshCookie(res) as string, res };
}

/** True when the text contains nothing that looks like a stored secret. */
export const leaksSecrets = (text: string) =>
  /passwordHash|tokenHash|previousTokenHashes|\$argon2/.test(text);
