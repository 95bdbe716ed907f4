import { internalHeaders } from '@fff/service-kit/testing';
import { APP_VERSION, FEEDBACK_MESSAGE_MAX, FEEDBACK_PER_HOUR, FEEDBACK_TEXT } from '@fff/domain';
import request from 'supertest';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { movableClock, testApp, useIdentityDatabase } from '../../__tests__/test-app';

useIdentityDatabase();

const HOUR = 60 * 60 * 1000;

describe('POST /api/feedback', () => {
  const clock = movableClock();
  const { app, outboxDir } = testApp({}, { now: clock.now });
  const learner = async () => {
    const user = await verifiedUser(app, outboxDir);
    return { user, auth: `Bearer ${(await signIn(app, user.email)).token}` };
  };
  const operatorList = (query: Record<string, string> = {}) =>
    request(app).get('/internal/feedback').query(query).set(internalHeaders('identity'));

  it('when a learner sends feedback, then it is stored trimmed with sender, time and app version, and operators can list it', async () => {
    const { user, auth } = await learner();
    const res = await request(app)
      .post('/api/feedback')
      .set('Authorization', auth)
      .send({ type: 'bug', message: '  The timer skips a step  ', extra: 'x' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: expect.any(String) });
    const list = await operatorList({ limit: '5' }).expect(200);
    expect(list.body.items[0]).toMatchObject({
      id: res.body.id,
      username: user.username,
      type: 'bug',
      message: 'The timer skips a step',
      appVersion: APP_VERSION,
    });
    expect(Date.parse(list.body.items[0].createdAt)).not.toBeNaN();
  });

  it.each([
    ['a blank message', { type: 'bug', message: '   ' }, FEEDBACK_TEXT.empty],
    ['no message', { type: 'bug' }, FEEDBACK_TEXT.empty],
    [
      'a message over the maximum',
      { type: 'bug', message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) },
      FEEDBACK_TEXT.tooLong,
    ],
    ['an unknown type', { type: 'compliment', message: 'hi' }, FEEDBACK_TEXT.typeRequired],
    ['no type', { message: 'hi' }, FEEDBACK_TEXT.typeRequired],
    ['an operator object', { type: 'bug', message: { $ne: '' } }, FEEDBACK_TEXT.empty],
  ])('when the body has %s, then 400 says the reason', async (_case, body, message) => {
    const { auth } = await learner();
    const res = await request(app).post('/api/feedback').set('Authorization', auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message });
  });

  it('when every one of the six types is sent, then each is accepted', async () => {
    const { auth } = await learner();
    for (const type of ['bug', 'feature', 'ui', 'performance', 'content', 'other']) {
      await request(app)
        .post('/api/feedback')
        .set('Authorization', auth)
        .send({ type, message: `About ${type}` })
        .expect(201);
    }
    const list = await operatorList({ type: 'performance', limit: '1' }).expect(200);
    expect(list.body.items[0].type).toBe('performance');
  });

  it('when nobody is signed in, then 401 JSON and nothing is stored', async () => {
    const res = await request(app).post('/api/feedback').send({ type: 'bug', message: 'anonymous' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it('when one learner sends too much in an hour, then 429 for them only, and again the next hour', async () => {
    clock.advance(HOUR);
    const a = await learner();
    const b = await learner();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      await request(app)
        .post('/api/feedback')
        .set('Authorization', a.auth)
        .send({ type: 'other', message: `note ${i}` })
        .expect(201);
    }
    const limited = await request(app)
      .post('/api/feedback')
      .set('Authorization', a.auth)
      .send({ type: 'other', message: 'one more' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'too_many_requests', message: FEEDBACK_TEXT.rateLimited });
    await request(app)
      .post('/api/feedback')
      .set('Authorization', b.auth)
      .send({ type: 'other', message: 'me too' })
      .expect(201);
    clock.advance(HOUR);
    await request(app)
      .post('/api/feedback')
      .set('Authorization', a.auth)
      .send({ type: 'other', message: 'later' })
      .expect(201);
  });

  it('when the operators’ listing is called without the internal token, then it is refused', async () => {
    const res = await request(app).get('/internal/feedback');
    expect([401, 403]).toContain(res.status);
  });
});
