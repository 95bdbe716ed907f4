import request from 'supertest';
import { refreshCookie, signIn, verifiedUser } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const DAY = 24 * 60 * 60 * 1000;

describe('absolute session lifetime', () => {
  it('when a session keeps refreshing for more than 90 days, then it ends and the password is asked again', async () => {
    const clock = movableClock();
    const { app, outboxDir } = testApp({}, { now: clock.now });
    const { email } = await verifiedUser(app, outboxDir);
    let { cookie } = await signIn(app, email);
    const refresh = () => request(app).post('/api/auth/refresh').set('cookie', cookie);
    // Active use every 29 days keeps the sliding 30-day window open…
    for (let day = 29; day <= 87; day += 29) {
      clock.advance(29 * DAY);
      const res = await refresh();
      expect(res.status).toBe(200);
      cookie = refreshCookie(res) as string;
      const expires = new Date(/Expires=([^;]+)/i.exec(res.headers['set-cookie'][0])?.[1] ?? '');
      expect(expires.getTime() - clock.now().getTime()).toBeLessThanOrEqual(30 * DAY + 1000);
    }
    // …but not past 90 days from the sign-in.
    clock.advance(4 * DAY);
    const late = await refresh();
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ error: 'no_session' });
  });
});
