import mongoose, { Schema } from 'mongoose';
import request from 'supertest';
import { createApp, createLogger } from '../index';
import { startTestDatabase, type TestDatabase } from '../testing';

const Thing = mongoose.model(
  'KitThing',
  new Schema({ name: { type: String, required: [true, 'Name is required'], unique: true }, size: Number }),
);

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await Thing.init();
});
afterAll(() => db.stop());

const app = createApp({
  name: 'kit-mapping-test',
  logger: createLogger('kit-mapping-test', 'silent'),
  health: { ready: async () => true },
  configure(a) {
    a.get('/api/things/:id', async (req, res) => {
      res.json(await Thing.findById(req.params.id).lean());
    });
    a.post('/api/things', async (req, res) => {
      res.status(201).json(await Thing.create(req.body));
    });
    a.get('/api/search', async (req, res) => {
      // sanitizeFilter must neutralise operator objects coming from input.
      res.json(await Thing.find({ name: req.body?.name ?? { $ne: null } }).lean());
    });
  },
});

describe('error handler with mongoose', () => {
  it('when an id cannot be cast, then 400', async () => {
    const res = await request(app).get('/api/things/not-an-object-id');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
  });

  it('when a document fails validation, then 400 with its message', async () => {
    const res = await request(app).post('/api/things').send({ size: 3 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation', message: 'Name is required' });
  });

  it('when a unique key is taken, then 409 conflict', async () => {
    await request(app).post('/api/things').send({ name: 'pan' }).expect(201);
    const res = await request(app).post('/api/things').send({ name: 'pan' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('conflict');
  });

  it('when a filter carries an operator object, then sanitizeFilter keeps it from matching everything', async () => {
    const res = await request(app)
      .get('/api/search')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ name: { $ne: 'x' } }));
    // 'pan' exists (previous test); without sanitizeFilter, { $ne: 'x' } would return it.
    expect(await Thing.countDocuments({ name: 'pan' })).toBe(1);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toContain('pan');
  });
});
