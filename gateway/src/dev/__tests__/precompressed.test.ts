import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createDevGateway } from '../app';

const upstreams = {
  'svc-identity': 'http://127.0.0.1:1',
  'svc-learning': 'http://127.0.0.1:1',
  'svc-social': 'http://127.0.0.1:1',
};

function distWith(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-dist-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

describe('dev gateway: pre-compressed assets', () => {
  const source = 'console.log("hello from a chunk");\n'.repeat(100);
  const dist = distWith({
    'main.0123456789ab.js': source,
    'main.0123456789ab.js.gz': zlib.gzipSync(source),
    'main.0123456789ab.js.br': zlib.brotliCompressSync(source),
    'plain.js': source,
    'index.html': '<!doctype html><title>x</title>',
  });
  const { app } = createDevGateway({ upstreams, static: { kind: 'files', distDir: () => dist } });

  it('when brotli is accepted, then the .br file answers with the script type and immutable caching', async () => {
    const res = await request(app).get('/main.0123456789ab.js').set('accept-encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // supertest decodes brotli as a browser does.
    expect(res.text).toBe(source);
  });

  it('when only gzip is accepted, then the .gz file answers; without either, the plain file', async () => {
    const gz = await request(app).get('/main.0123456789ab.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(source); // supertest inflates gzip
    const plain = await request(app).get('/main.0123456789ab.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(source);
    const refused = await request(app)
      .get('/main.0123456789ab.js')
      .set('accept-encoding', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('when a file has no compressed copy, then it is served as is', async () => {
    const res = await request(app).get('/plain.js').set('accept-encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(source);
  });
});
