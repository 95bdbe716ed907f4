import { TIME_ZONE_CHANGE_EVERY_MS } from '@fff/domain';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { PASSWORD, verifiedUser } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const clock = movableClock();
const it$ = testApp({ RATE_LIMIT_LOGIN_PER_IP: '1000' }, { now: clock.now });
const tzOf = (token: string) => (jwt.decode(token) as { tz?: string }).tz;

/** Sign in sending the browser's zone; the access token and an authorised request maker. */
async function signInFrom(email: string, zone: string) {
  const res = await request(it$.app)
    .post('/api/auth/login')
    .set('x-time-zone', zone)
    .send({ email, password: PASSWORD })
    .expect(200);
  const token = res.body.token as string;
  return {
    token,
    put: (timeZone: unknown) =>
      request(it$.app).put('/api/user/time-zone').set('authorization', `Bearer ${token}`).send({ timeZone }),
  };
}

describe('the streak time zone on the account', () => {
  it('when a learner first signs in, then the account adopts the browser zone, and a later header does not move it', async () => {
    const { email } = await verifiedUser(it$.app, it$.outboxDir);
    expect(tzOf((await signInFrom(email, 'Europe/Berlin')).token)).toBe('Europe/Berlin');
    expect(tzOf((await signInFrom(email, 'Pacific/Kiritimati')).token)).toBe('Europe/Berlin');
  });

  it('when the zone is changed twice within a day, then the second change is refused with 429 and the first holds until the next day', async () => {
    const { email } = await verifiedUser(it$.app, it$.outboxDir);
    const me = await signInFrom(email, 'Europe/Berlin');
    const first = await me.put('America/New_York');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Your streak days now follow America/New_York.',
      timeZone: 'America/New_York',
    });
    const second = await me.put('Pacific/Kiritimati');
    expect(second.status).toBe(429);
    expect(second.body.message).toBe('You can change your time zone once a day. Please try again tomorrow.');
    // Asking for the zone it already has is no change.
    await me.put('America/New_York').expect(200);
    expect(tzOf((await signInFrom(email, 'Asia/Tokyo')).token)).toBe('America/New_York');

    clock.advance(TIME_ZONE_CHANGE_EVERY_MS);
    await me.put('Pacific/Kiritimati').expect(200);
    expect(tzOf((await signInFrom(email, 'Asia/Tokyo')).token)).toBe('Pacific/Kiritimati');
  });

  it.each([['Mars/Olympus'], [''], [42], ['x'.repeat(80)]])(
    'when the zone is %j, then 400 and nothing changes',
    async (zone) => {
      const { email } = await verifiedUser(it$.app, it$.outboxDir);
      const me = await signInFrom(email, 'Europe/Berlin');
      const res = await me.put(zone);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a valid time zone.');
      expect(tzOf((await signInFrom(email, 'UTC')).token)).toBe('Europe/Berlin');
    },
  );
});
