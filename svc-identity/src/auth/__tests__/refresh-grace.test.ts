import { verifyAccessToken } from '@fff/service-kit';
import request from 'supertest';
import { refreshCookie, signIn, verifiedUser } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const clock = movableClock();
const { app, outboxDir, keys } = testApp({}, { now: clock.now });
const refresh = (cookie: string) => request(app).post('/api/auth/refresh').set('cookie', cookie);
const me = (token: string) => request(app).get('/api/user').set('authorization', `Bearer ${token}`);
const sessionOf = (token: string) => verifyAccessToken(token, keys.publicKey)?.sessionId;

async function signedIn() {
  const { email } = await verifiedUser(app, outboxDir);
  return signIn(app, email);
}

/** Refresh expecting success; returns the new cookie and access token. */
async function rotated(cookie: string) {
  const res = await refresh(cookie).expect(200);
  return { cookie: refreshCookie(res) as string, token: res.body.token as string };
}

describe('refresh-token grace window', () => {
  it('when three tabs refresh with the same cookie at once, then all get 200, one session, and the session stays valid', async () => {
    const { cookie, token } = await signedIn();
    const answers = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const cookies = answers.map((r) => refreshCookie(r) as string);
    expect(new Set([cookie, ...cookies]).size).toBe(4);
    expect(answers.map((r) => sessionOf(r.body.token))).toEqual(Array(3).fill(sessionOf(token)));
    for (const answer of answers) await me(answer.body.token).expect(200);
    // Whichever cookie the browser kept carries on.
    const next = await rotated(cookies[1]);
    await me(next.token).expect(200);
    await rotated(next.cookie);
  });

  it('when the new cookie is lost and the old one is sent again in the window, then 200, and the lost one also still works', async () => {
    const { cookie } = await signedIn();
    const lost = await rotated(cookie);
    const retry = await rotated(cookie);
    expect(retry.cookie).not.toBe(lost.cookie);
    clock.advance(15 * 60 * 1000);
    // Out-of-order Set-Cookie can leave either sibling in the browser: both are live until one is used.
    const next = await rotated(lost.cookie);
    await me(next.token).expect(200);
  });

  it('when the previous token comes back after the window, then 401 session_revoked and the session is over', async () => {
    const { cookie, token } = await signedIn();
    const current = await rotated(cookie);
    clock.advance(31 * 1000);
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('session_revoked');
    expect(refreshCookie(replay)).toBe('fff_refresh=');
    await refresh(current.cookie).expect(401);
    await me(current.token).expect(401);
    await me(token).expect(401);
  });

  it('when a token two rotations old comes back inside the window, then 401 session_revoked', async () => {
    const { cookie } = await signedIn();
    const first = await rotated(cookie);
    const second = await rotated(first.cookie);
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('session_revoked');
    await refresh(second.cookie).expect(401);
  });

  it('when one race sibling is used, then the other still refreshes inside the window and is reuse after it', async () => {
    const early = await signedIn();
    const [a, b] = await Promise.all([rotated(early.cookie), rotated(early.cookie)]);
    await rotated(a.cookie);
    await rotated(b.cookie);

    const late = await signedIn();
    const [c, d] = await Promise.all([rotated(late.cookie), rotated(late.cookie)]);
    const next = await rotated(c.cookie);
    clock.advance(31 * 1000);
    const replay = await refresh(d.cookie);
    expect(replay.body.error).toBe('session_revoked');
    await refresh(next.cookie).expect(401);
  });

  it('when the user logs out after a race, then every cookie and access token of the session stops working', async () => {
    const { cookie } = await signedIn();
    const [a, b] = await Promise.all([rotated(cookie), rotated(cookie)]);
    // Cookie only (no bearer token): the session must still be found through a live sibling.
    await request(app).post('/api/auth/logout').set('cookie', a.cookie).expect(200);
    for (const c of [cookie, a.cookie, b.cookie]) await refresh(c).expect(401);
    await me(a.token).expect(401);
    await me(b.token).expect(401);
  });
});
