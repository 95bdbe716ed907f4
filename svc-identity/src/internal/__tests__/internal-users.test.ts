import { internalHeaders } from '@fff/service-kit/testing';
import request from 'supertest';
import { registration } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { UserModel } from '../../users/model';

useIdentityDatabase();

const { app } = testApp();
const internal = (method: 'get' | 'post', path: string) =>
  request(app)[method](path).set(internalHeaders('social'));

async function create(username: string) {
  await request(app).post('/api/auth/register').send(registration({ username })).expect(201);
  return String((await UserModel.findOne({ usernameLower: username.toLowerCase() }))?._id);
}

describe('/internal/users', () => {
  it('when a user is looked up by id, then only id, username and avatarUrl come back', async () => {
    const id = await create('Saucier_One');
    const res = await internal('get', `/internal/users/${id}`);
    expect(res.body).toEqual({ id, username: 'Saucier_One', avatarUrl: null });
    await internal('get', '/internal/users/aaaaaaaaaaaaaaaaaaaaaaaa').expect(404);
    await internal('get', '/internal/users/not-an-object-id').expect(404);
  });

  it('when several users are asked for, then the known ones come back in request order', async () => {
    const a = await create('Batch_A');
    const b = await create('Batch_B');
    const res = await internal('post', '/internal/users/batch').send({
      userIds: [b, 'aaaaaaaaaaaaaaaaaaaaaaaa', a],
    });
    expect(res.body.items.map((u: { username: string }) => u.username)).toEqual(['Batch_B', 'Batch_A']);
  });

  it('when searching by a username prefix, then matches come back case-insensitively and regex characters are literal', async () => {
    await create('Grill_Master');
    await create('grillkid');
    const res = await internal('get', '/internal/users/search').query({ term: 'GRILL', limit: 5 });
    expect(res.body.items.map((u: { username: string }) => u.username).sort()).toEqual([
      'Grill_Master',
      'grillkid',
    ]);
    const dot = await internal('get', '/internal/users/search').query({ term: 'g.' });
    expect(dot.body.items).toEqual([]);
    await internal('get', '/internal/users/search').query({ term: 'g' }).expect(400);
  });
});
