import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { verifyAccessToken } from '@fff/service-kit';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const pageCookieOf = (res: request.Response) => setCookies(res).find((c) => c.startsWith('fff_page='));
const pageTokenOf = (res: request.Response) =>
  pageCookieOf(res)?.split(';')[0].slice('fff_page='.length) ?? '';

describe('the page cookie and POST /internal/page-sessions', () => {
  it('when a learner signs in, then the page cookie is httpOnly, strict, for every page, and opens their session', async () => {
    const { app, outboxDir, keys } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const { res, token } = await signIn(app, email);
    const cookie = pageCookieOf(res) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/;/);

    const opened = await request(app)
      .post('/internal/page-sessions')
      .set(internalHeaders('renderer'))
      .send({ pageToken: pageTokenOf(res) })
      .expect(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body.user.email).toBe(email);
    const session = verifyAccessToken(opened.body.token, keys.publicKey);
    expect(session?.sessionId).toBe(verifyAccessToken(token, keys.publicKey)?.sessionId);
  });

  it('when the page token is sent as a bearer token, then no route accepts it', async () => {
    const { app, outboxDir } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const { res } = await signIn(app, email);
    await request(app)
      .get('/api/user')
      .set('authorization', `Bearer ${pageTokenOf(res)}`)
      .expect(401);
  });

  it('when an access token is offered as a page token, then it is refused', async () => {
    const { app, outboxDir } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const { token } = await signIn(app, email);
    await request(app)
      .post('/internal/page-sessions')
      .set(internalHeaders('renderer'))
      .send({ pageToken: token })
      .expect(401);
  });

  it('when the learner signs out, then the cookie is cleared and the old page token opens nothing', async () => {
    const { app, outboxDir } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const { res, cookie, token } = await signIn(app, email);
    const out = await request(app)
      .post('/api/auth/logout')
      .set('cookie', cookie)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(pageCookieOf(out)).toMatch(/^fff_page=;/);
    await request(app)
      .post('/internal/page-sessions')
      .set(internalHeaders('renderer'))
      .send({ pageToken: pageTokenOf(res) })
      .expect(401);
  });

  it("when the refresh sends the learner's zone, then the page session carries it", async () => {
    const { app, outboxDir } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const { cookie } = await signIn(app, email);
    const refreshed = await request(app)
      .post('/api/auth/refresh')
      .set('cookie', cookie)
      .set('x-time-zone', 'Europe/Berlin')
      .expect(200);
    const opened = await request(app)
      .post('/internal/page-sessions')
      .set(internalHeaders('renderer'))
      .send({ pageToken: pageTokenOf(refreshed) })
      .expect(200);
    expect(opened.body.timeZone).toBe('Europe/Berlin');
  });

  it('when called without the service token, then 401', async () => {
    const { app } = testApp();
    await request(app).post('/internal/page-sessions').send({ pageToken: 'x' }).expect(401);
  });
});
