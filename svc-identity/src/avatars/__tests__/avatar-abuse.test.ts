// Abuse tests of the picture pipeline: real type sniffing, a pixel limit that fits a 256-px
// target, and a bound on uploads decoded at once.
import express from 'express';
import request from 'supertest';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { uploadGate } from '../gate';
import { sniffPictureFormat } from '../image';
import { pictureUploader, solidPicture } from './pictures';

useIdentityDatabase();

const { app, outboxDir } = testApp();
const solid = solidPicture;
const upload = pictureUploader(app);

let token: string;
beforeAll(async () => {
  const { email } = await verifiedUser(app, outboxDir);
  token = (await signIn(app, email)).token;
});

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe('picture type from the bytes', () => {
  it.each([
    ['an SVG declared as PNG', svg, 'x.png', 'image/png'],
    ['a TIFF declared as PNG', () => solid(20, 20).tiff().toBuffer(), 'x.png', 'image/png'],
    ['an AVIF-less HEIF-like blob declared as JPEG', Buffer.from('....ftypheic0000'), 'x.jpg', 'image/jpeg'],
    [
      'a PNG header followed by HTML',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html>')]),
      'x.png',
      'image/png',
    ],
  ])('when %s is uploaded, then 400 "Please select an image file"', async (_what, data, filename, type) => {
    const bytes = typeof data === 'function' ? await data() : data;
    const res = await upload(token, bytes, filename, type);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'not_an_image', message: 'Please select an image file' });
  });

  it.each([
    ['png', () => solid(40, 30).png().toBuffer()],
    ['jpeg', () => solid(40, 30).jpeg().toBuffer()],
    ['webp', () => solid(40, 30).webp().toBuffer()],
    ['gif', () => solid(40, 30).gif().toBuffer()],
  ])(
    'when a real %s is uploaded (even declared as something else), then it is accepted',
    async (format, make) => {
      const bytes = await make();
      expect(sniffPictureFormat(bytes)).toBe(format);
      const res = await upload(token, bytes, 'picture.bin', 'image/png');
      expect(res.status).toBe(200);
    },
  );
});

describe('pixel limit', () => {
  it('when a small file decodes to 25 megapixels, then 400 naming the limit before it is decoded', async () => {
    const bomb = await solid(5000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(token, bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'too_many_pixels',
      message: 'Please select a picture of at most 4096 × 4096 pixels',
    });
  });

  it('when a 12-megapixel phone photo is uploaded, then it is accepted', async () => {
    const photo = await solid(4032, 3024).jpeg({ quality: 60 }).toBuffer();
    expect((await upload(token, photo, 'phone.jpg', 'image/jpeg')).status).toBe(200);
  });
});

describe('uploads at once', () => {
  it('when 8 pictures arrive together, then all succeed while at most 2 are inside the pipeline', async () => {
    const photo = await solid(3000, 3000).jpeg({ quality: 60 }).toBuffer();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(token, photo, 'p.jpg', 'image/jpeg')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('when a gate of 2 slots sees many requests, then no more than 2 run at once and the overflow gets 503', async () => {
    const gate = uploadGate(2, 3);
    const gated = express();
    gated.post('/', gate.middleware, async (_req, res) => {
      await new Promise((r) => setTimeout(r, 50));
      res.json({ ok: true });
    });
    gated.use(((err, _req, res, _next) => {
      res.status(err.status).json({ error: err.code });
    }) as express.ErrorRequestHandler);
    const statuses = (await Promise.all(Array.from({ length: 7 }, () => request(gated).post('/')))).map(
      (r) => r.status,
    );
    expect(gate.peak()).toBe(2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 503)).toHaveLength(2);
  });
});
