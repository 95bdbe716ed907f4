import path from 'node:path';
import mongoose from 'mongoose';
import { describeUserDataRegistry } from '@fff/service-kit/testing';
import request from 'supertest';
import { registration, signIn, waitForMail } from '../../__tests__/helpers';
import { NewsletterSignupModel } from '../../newsletter/model';
import { claimReferralMailbox } from '../../referral/mailbox-claims';
import { RoadmapVoteModel } from '../../roadmap/model';
import { SessionModel } from '../../sessions/model';
import { UserModel } from '../../users/model';
import { userData } from '../registry';
import { useAccountDataWorld } from './world';

const { world, member, eventually, callsFor } = useAccountDataWorld();

describe('POST /api/user/delete-account', () => {
  it('when svc-social is down during the request, then sessions end at once and every service still erases the user once', async () => {
    const me = await member();
    const otherDevice = await signIn(world.it.app, me.email);
    await RoadmapVoteModel.create({ itemId: 'offline-mode', userId: me.id, createdAt: new Date() });
    await NewsletterSignupModel.create({
      email: me.email.toLowerCase(),
      feature: 'shop',
      createdAt: new Date(),
    });
    world.social.setDown(true);
    const res = await me.post('/api/user/delete-account', {
      confirmation: 'DELETE MY ACCOUNT',
      currentPassword: me.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your account and your data have been deleted.' });

    await request(world.it.app).get('/api/user').set('authorization', `Bearer ${me.token}`).expect(401);
    await request(world.it.app).post('/api/auth/refresh').set('cookie', otherDevice.cookie).expect(401);
    await request(world.it.app)
      .post('/api/auth/login')
      .send({ email: me.email, password: me.password })
      .expect(401);
    expect(await UserModel.countDocuments({ _id: me.id })).toBe(0);
    expect(await SessionModel.countDocuments({ userId: me.id })).toBe(0);
    expect(await RoadmapVoteModel.countDocuments({ userId: me.id })).toBe(0);
    expect(await NewsletterSignupModel.countDocuments({ email: me.email.toLowerCase() })).toBe(0);

    await eventually(() => callsFor(world.learning, '/internal/account-data/erase', me.id).length === 1);
    expect(callsFor(world.social, '/internal/account-data/erase', me.id)).toHaveLength(0);
    world.social.setDown(false);
    await eventually(() => callsFor(world.social, '/internal/account-data/erase', me.id).length === 1);
    // One deletion, one unguessable id, the same for both services.
    const [learningErase] = callsFor(world.learning, '/internal/account-data/erase', me.id);
    expect(callsFor(world.social, '/internal/account-data/erase', me.id)[0].body).toEqual(learningErase.body);
    expect(learningErase.body).toEqual({
      userId: me.id,
      operationId: expect.stringMatching(new RegExp(`^delete:${me.id}:[0-9a-f-]{36}$`)),
    });

    // A second attempt is harmless: the session is gone, nothing is sent again.
    const again = { confirmation: 'DELETE MY ACCOUNT', currentPassword: me.password };
    expect((await me.post('/api/user/delete-account', again)).status).toBe(401);
    await world.it.outbox.drain();
    expect(callsFor(world.learning, '/internal/account-data/erase', me.id)).toHaveLength(1);
    expect(callsFor(world.social, '/internal/account-data/erase', me.id)).toHaveLength(1);

    // The email is free again.
    await request(world.it.app)
      .post('/api/auth/register')
      .send(registration({ email: me.email, username: me.username }))
      .expect(201);
    const link = await waitForMail(world.it.outboxDir, me.email, 'verify-email', 1);
    await request(world.it.app).get('/api/auth/verify-email').query({ token: link.token }).expect(200);
    await signIn(world.it.app, me.email);
  });

  it.each([['delete my account'], ['DELETE MY ACCOUNT '], ['']])(
    'when the confirmation is %j, then 400 and nothing is deleted',
    async (confirmation) => {
      const me = await member();
      const res = await me.post('/api/user/delete-account', { confirmation, currentPassword: me.password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please type DELETE MY ACCOUNT to confirm');
      await request(world.it.app).get('/api/user').set('authorization', `Bearer ${me.token}`).expect(200);
    },
  );

  it.each([
    ['no password', 400, {}, 'Please enter your current password'],
    ['a wrong password', 403, { currentPassword: 'Not-the-one1' }, 'Your current password is incorrect.'],
  ])('when the request carries %s, then %i and nothing is deleted', async (_case, status, extra, message) => {
    const me = await member();
    const res = await me.post('/api/user/delete-account', { confirmation: 'DELETE MY ACCOUNT', ...extra });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    await request(world.it.app).get('/api/user').set('authorization', `Bearer ${me.token}`).expect(200);
    await world.it.outbox.drain();
    expect(callsFor(world.learning, '/internal/account-data/erase', me.id)).toHaveLength(0);
  });

  it('when five wrong passwords were tried, then even the right one is refused with 429 for now', async () => {
    const me = await member();
    const attempt = (currentPassword: string) =>
      me.post('/api/user/delete-account', { confirmation: 'DELETE MY ACCOUNT', currentPassword });
    for (let i = 0; i < 5; i++) expect((await attempt('Not-the-one1')).status).toBe(403);
    const res = await attempt(me.password);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    await request(world.it.app).get('/api/user').set('authorization', `Bearer ${me.token}`).expect(200);
  });
});

describe('identity user-data registry', () => {
  it('when a rewarded referred learner with failed sign-ins deletes the account, then their mailbox claim and sign-in failures go too', async () => {
    const me = await member();
    // The claim a paid referral bonus leaves (referral/bonus.ts).
    expect(await claimReferralMailbox(me.id, me.email, null)).toBe(true);
    await request(world.it.app)
      .post('/api/auth/login')
      .send({ email: me.email, password: 'Not-the-one1' })
      .expect(401);
    const raw = (name: string) => mongoose.connection.collection(name);
    const address = me.email.toLowerCase() as never;
    expect(await raw('referral_mailbox_claims').countDocuments({ userId: me.id })).toBe(1);
    expect(await raw('sign_in_failures').countDocuments({ _id: address })).toBe(1);

    await me
      .post('/api/user/delete-account', { confirmation: 'DELETE MY ACCOUNT', currentPassword: me.password })
      .expect(200);
    expect(await raw('referral_mailbox_claims').countDocuments({ userId: me.id })).toBe(0);
    expect(await raw('sign_in_failures').countDocuments({ _id: address })).toBe(0);
    // A new account at the address may earn the bonus again.
    expect(await claimReferralMailbox('a'.repeat(24), me.email, null)).toBe(true);
  });
});

// Run last, so that the collections the tests above wrote are in the database it also reads.
describeUserDataRegistry('svc-identity', () => userData, path.join(__dirname, '../..'));
