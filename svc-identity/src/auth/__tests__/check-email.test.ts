import { startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import request from 'supertest';
import { testApp } from '../../__tests__/test-app';
import { UserModel } from '../../users/model';
import { ensureUserIndexes } from '../../users/repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureUserIndexes();
});
afterAll(() => db.stop());

const unique = () => Math.random().toString(36).slice(2, 10);
const createUser = (email: string) =>
  UserModel.create({ email, username: `cook_${unique()}`, passwordHash: 'not-a-real-hash' });

describe('GET /api/auth/check-email', () => {
  it('when an account uses the email in another case, then exists is true', async () => {
    const local = `Chef.${unique()}`;
    await createUser(`${local}@Example.com`);
    const res = await request(testApp().app)
      .get('/api/auth/check-email')
      .query({ email: `  ${local.toLowerCase()}@EXAMPLE.com ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ exists: true, disposable: true });
  });

  it('when no account uses the email, then exists is false', async () => {
    const res = await request(testApp().app)
      .get('/api/auth/check-email')
      .query({ email: `nobody.${unique()}@example.com` });
    expect(res.body).toEqual({ exists: false, disposable: true });
  });

  it.each([
    ['jane.doe@mailinator.com', true],
    ['jane.doe@sub.mailinator.com', true],
    ['jane.doe@shop.test', true],
    ['jane.doe@gmail.com', false],
  ])(
    'when the email is %s, then disposable is %s (the list stays on the server)',
    async (email, disposable) => {
      const res = await request(testApp().app).get('/api/auth/check-email').query({ email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ exists: false, disposable });
    },
  );

  it.each([
    ['missing', ''],
    ['not an email', '?email=not-an-email'],
    ['an operator object', '?email[$ne]=x'],
    ['repeated', '?email=a@b.co&email=c@d.co'],
  ])('when the email is %s, then 400 with the spec message', async (_case, query) => {
    const res = await request(testApp().app).get(`/api/auth/check-email${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'Please enter a valid email address' });
  });

  it('when two accounts differ only by email case, then the unique index refuses the second', async () => {
    const email = `dup.${unique()}@example.com`;
    await createUser(email);
    await expect(createUser(email.toUpperCase())).rejects.toMatchObject({ code: 11000 });
  });
});
