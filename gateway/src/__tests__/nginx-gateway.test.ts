// The same behaviour suite as the dev gateway, through real nginx running the generated
// local config. CI installs nginx; without it this suite is skipped (and says so).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { localOptions, writeNginxConfig } from '../nginx/targets';
import { HASHED_SHELL_ASSET, makeDistFolders } from './support/fixtures';
import { gatewayContract, GatewayUnderTest } from './support/contract';
import { findNginx, startNginx } from './support/nginx';
import { request } from './support/http';
import { freePort, startFakeRenderer, startUpstreams, stopServer } from './support/upstreams';

const nginx = findNginx();
if (!nginx)
  console.warn(
    'nginx is not on PATH: skipping the real-nginx gateway tests (apt-get install -y nginx to run them).',
  );
const describeWithNginx = nginx ? describe : describe.skip;

describeWithNginx('generated nginx.conf running in real nginx', () => {
  let under: GatewayUnderTest;
  let stop: () => Promise<void>;
  let root: string;
  let accessLog: string;
  let brotli: boolean;
  let renderer: Awaited<ReturnType<typeof startFakeRenderer>>;

  beforeAll(async () => {
    const upstreams = await startUpstreams();
    renderer = await startFakeRenderer();
    const dist = makeDistFolders();
    root = dist.root;
    const port = await freePort();
    const options = localOptions(root, port, {
      serviceHostPort: (s) => `127.0.0.1:${upstreams[s].port}`,
      rendererHostPort: `127.0.0.1:${renderer.port}`,
      staticSource: { kind: 'files', distDir: dist.distDir },
      releasesDir: dist.releasesDir,
    });
    accessLog = options.accessLog;
    brotli = options.brotliModule !== undefined;
    // The builds write .gz and .br beside each text asset (packages/mf-build).
    const asset = path.join(dist.distDir('shell'), HASHED_SHELL_ASSET);
    const source = fs.readFileSync(asset);
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(source));
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(source));
    fs.writeFileSync(`${asset}.map`, '{"version":3,"sources":["/build/machine/path.ts"]}');
    fs.writeFileSync(path.join(dist.distDir('mf-learn'), 'remoteEntry.js.map'), '{"version":3}');
    const conf = path.join(options.runtimeDir, 'nginx.conf');
    writeNginxConfig(options, conf);
    under = { base: `http://127.0.0.1:${port}`, releasesDir: dist.releasesDir, upstreams };
    stop = await startNginx(nginx as string, options.runtimeDir, conf, under.base);
  });

  afterAll(async () => {
    await stop?.();
    await Promise.all(Object.values(under?.upstreams ?? {}).map((u) => stopServer(u.server)));
    if (renderer) await stopServer(renderer.server);
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('when a link with a token in its query string is followed, then the access log keeps the path but not the token', async () => {
    await request(under.base, '/api/auth/verify-email?token=s3cr3t-verify-token');
    await new Promise((r) => setTimeout(r, 200));
    const log = fs.readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET /api/auth/verify-email?[query redacted] HTTP/1.1" 200');
    expect(log).not.toContain('s3cr3t-verify-token');
  });

  it('when a browser accepts br, then a built asset goes out as its .br file where nginx has brotli_static, else as its .gz', async () => {
    const both = await request(under.base, HASHED_SHELL_ASSET, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(both.status).toBe(200);
    expect(both.headers['content-encoding']).toBe(brotli ? 'br' : 'gzip');
    const gzipOnly = await request(under.base, HASHED_SHELL_ASSET, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const none = await request(under.base, HASHED_SHELL_ASSET);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.text).toContain('console.warn("shell");');
  });

  it('when the page itself is asked with br accepted, then it is not precompressed (its CSP nonce is filled in per request)', async () => {
    const page = await request(under.base, '/', { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.text).not.toContain('__CSP_NONCE__');
  });

  it('when a source map is asked for, of the shell or of a remote, then 404 JSON: maps stay beside the builds', async () => {
    for (const file of [`${HASHED_SHELL_ASSET}.map`, '/mf/learn/remoteEntry.js.map']) {
      const res = await request(under.base, file);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.text).not.toContain('version');
    }
  });

  gatewayContract(() => under);
});
