import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { verifyAccessToken } from '@fff/service-kit';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

describe('GET /internal/sessions/:sessionId', () => {
  it('when the user signs out, then the session reads inactive to the other services', async () => {
    const { app, outboxDir, keys } = testApp();
    const { email } = await verifiedUser(app, outboxDir);
    const { token, cookie } = await signIn(app, email);
    const sessionId = verifyAccessToken(token, keys.publicKey)?.sessionId as string;
    const status = () => request(app).get(`/internal/sessions/${sessionId}`).set(internalHeaders('learning'));
    expect((await status()).body).toEqual({ active: true });
    await request(app)
      .post('/api/auth/logout')
      .set('cookie', cookie)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect((await status()).body).toEqual({ active: false });
  });

  it('when called without the service token or with a bad id, then 401 or 400', async () => {
    const { app } = testApp();
    await request(app).get('/internal/sessions/aaaaaaaaaaaaaaaaaaaaaaaa').expect(401);
    await request(app).get('/internal/sessions/nope').set(internalHeaders('learning')).expect(400);
  });
});
