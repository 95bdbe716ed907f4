import request from 'supertest';
import { mailCount, PASSWORD, signIn, verifiedUser, waitForMail } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();
const clock = movableClock();
const it$ = testApp({ RATE_LIMIT_LOGIN_PER_IP: '1000' }, { now: clock.now });
const change = (token: string, body: object) =>
  request(it$.app).post('/api/user/change-password').set('authorization', `Bearer ${token}`).send(body);

describe('POST /api/user/change-password (account rules)', () => {
  it('when the new password equals the current one, then 400 and the password stays', async () => {
    const { email } = await verifiedUser(it$.app, it$.outboxDir);
    const { token } = await signIn(it$.app, email);
    const res = await change(token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your new password must be different from your current password.');
    await signIn(it$.app, email);
  });

  it('when it succeeds, then a notice goes to the account address', async () => {
    const { email } = await verifiedUser(it$.app, it$.outboxDir);
    const { token } = await signIn(it$.app, email);
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'Sharper-Knife7' })).status).toBe(
      200,
    );
    const mail = await waitForMail(it$.outboxDir, email, 'password-changed');
    expect(mail.subject).toBe('Your From Fork to Flame password was changed');
    expect(mail.text).not.toContain('Sharper-Knife7');
  });

  it('when the current password is wrong five times, then even the right one is refused for 15 minutes, per account', async () => {
    const { email } = await verifiedUser(it$.app, it$.outboxDir);
    const { token } = await signIn(it$.app, email);
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(token, { currentPassword: `Wrong-Guess${i}!`, newPassword: 'Sharper-Knife7' })).status,
      ).toBe(400);
    }
    const locked = await change(token, { currentPassword: PASSWORD, newPassword: 'Sharper-Knife7' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect(mailCount(it$.outboxDir, email, 'password-changed')).toBe(0);

    // Another learner is not affected by this account's lock.
    const other = await verifiedUser(it$.app, it$.outboxDir);
    const otherSession = await signIn(it$.app, other.email);
    expect(
      (await change(otherSession.token, { currentPassword: PASSWORD, newPassword: 'Sharper-Knife7' })).status,
    ).toBe(200);

    clock.advance(15 * 60 * 1000 + 1000);
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'Sharper-Knife7' })).status).toBe(
      200,
    );
  });
});
