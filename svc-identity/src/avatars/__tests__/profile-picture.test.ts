import sharp from 'sharp';
import request from 'supertest';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { pictureUploader, solidPicture } from './pictures';

useIdentityDatabase();

const { app, outboxDir } = testApp();
const png = (width: number, height: number) => solidPicture(width, height).png().toBuffer();
const upload = pictureUploader(app);

async function user() {
  const { email } = await verifiedUser(app, outboxDir);
  return signIn(app, email);
}

describe('profile picture', () => {
  it('when an image is uploaded, then a 256×256 WebP is served at the new avatarUrl with long caching and nosniff', async () => {
    const { token } = await user();
    const res = await upload(token, await png(600, 400), 'me.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{24}\.webp\?v=[\w-]{22}$/);
    const served = await request(app)
      .get(res.body.avatarUrl)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const me = await request(app).get('/api/user').set('authorization', `Bearer ${token}`);
    expect(me.body.avatarUrl).toBe(res.body.avatarUrl);
    const second = await upload(token, await png(50, 50), 'again.png', 'image/png');
    expect(second.body.avatarUrl).not.toBe(res.body.avatarUrl);
    expect((await request(app).get(second.body.avatarUrl)).status).toBe(200);
  });

  it("when the picture is asked for by user id without its key, or with another picture's key, then 404: only its URL fetches it", async () => {
    const { token } = await user();
    const first = (await upload(token, await png(40, 40), 'a.png', 'image/png')).body.avatarUrl as string;
    const path = first.split('?')[0];
    for (const url of [
      path,
      `${path}?v=1`,
      `${path}?v=`,
      first.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ])
      expect((await request(app).get(url)).status).toBe(404);
    // A new picture: the old URL no longer fetches anything.
    await upload(token, await png(30, 30), 'b.png', 'image/png');
    expect((await request(app).get(first)).status).toBe(404);
  });

  it('when the file is not an image, then 400 "Please select an image file"', async () => {
    const { token } = await user();
    const res = await upload(token, Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image file');
  });

  it('when the bytes only claim to be an image, then 400 "Please select an image file"', async () => {
    const { token } = await user();
    const res = await upload(token, Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image file');
  });

  it('when the multipart form cannot be read (wrong boundary), then 400 "Please select an image file", not a 500', async () => {
    const { token } = await user();
    const res = await request(app)
      .post('/api/user/profile-picture')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'multipart/form-data; boundary=x')
      .send('{"email": {"$ne": null}}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image file');
  });

  it('when the image is larger than 5MB, then 413 "Please select an image smaller than 5MB"', async () => {
    const { token } = await user();
    const res = await upload(token, Buffer.alloc(5 * 1024 * 1024 + 10), 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Please select an image smaller than 5MB');
  });

  it('when there is no token, then 401', async () => {
    await upload('nope', await png(10, 10), 'a.png', 'image/png').expect(401);
  });

  it('when the picture does not exist, then 404 JSON', async () => {
    const res = await request(app).get('/api/avatars/aaaaaaaaaaaaaaaaaaaaaaaa.webp');
    expect(res.status).toBe(404);
    // Encoded traversal never reaches the route: every service refuses such paths with 400.
    await request(app).get('/api/avatars/..%2Fetc.webp').expect(400);
  });
});
