import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { userData } from '../account-data/registry';
import { NewsletterSignupModel } from '../newsletter/model';
import { signIn, uniqueEmail, verifiedUser } from './helpers';
import { testApp, useIdentityDatabase } from './test-app';

/** A signup is stored (confirmed or waiting): erasure must remove both. */
const isStored = async (email: string, feature: string) =>
  (await NewsletterSignupModel.countDocuments({ email, feature })) > 0;

useIdentityDatabase();

describe('help-area erasure', () => {
  const { app, outboxDir } = testApp();

  it('when an account is erased, then its signups (by account and by address), votes and feedback are gone, and others stay', async () => {
    const user = await verifiedUser(app, outboxDir);
    const { token, res } = await signIn(app, user.email);
    const userId = res.body.user.id as string;
    const auth = `Bearer ${token}`;
    const other = uniqueEmail();
    const byAccount = uniqueEmail();
    await request(app)
      .post('/api/newsletter/signup')
      .set('Authorization', auth)
      .send({ email: byAccount, feature: 'shop' })
      .expect(200);
    await request(app)
      .post('/api/newsletter/signup')
      .send({ email: user.email, feature: 'recipes' })
      .expect(200);
    await request(app).post('/api/newsletter/signup').send({ email: other, feature: 'shop' }).expect(200);
    await request(app).post('/api/roadmap/offline-mode/vote').set('Authorization', auth).expect(200);
    await request(app)
      .post('/api/feedback')
      .set('Authorization', auth)
      .send({ type: 'other', message: 'Erase me' })
      .expect(201);

    await userData.erase({ id: userId, email: user.email });
    await userData.erase({ id: userId, email: user.email }); // a retried deletion changes nothing

    expect(await isStored(byAccount, 'shop')).toBe(false);
    expect(await isStored(user.email.toLowerCase(), 'recipes')).toBe(false);
    expect(await isStored(other, 'shop')).toBe(true);
    const roadmap = await request(app).get('/api/roadmap').expect(200);
    expect(roadmap.body.find((i: { id: string }) => i.id === 'offline-mode').votes).toBe(0);
    const feedback = await request(app)
      .get('/internal/feedback')
      .set(internalHeaders('identity'))
      .expect(200);
    expect(feedback.body.items.filter((f: { userId: string }) => f.userId === userId)).toEqual([]);
  });
});
