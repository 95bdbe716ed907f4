// The same behaviour suite as the dev gateway, through real nginx running the generated
// local config. CI installs nginx; without it this suite is skipped (and says so).
import fs from 'node:fs';
import path from 'node:path';
import { localOptions, writeNginxConfig } from '../nginx/targets';
import { makeDistFolders } from './support/fixtures';
import { gatewayContract, GatewayUnderTest } from './support/contract';
import { findNginx, startNginx } from './support/nginx';
import { request } from './support/http';
import { freePort, startUpstreams, stopServer } from './support/upstreams';

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

  beforeAll(async () => {
    const upstreams = await startUpstreams();
    const dist = makeDistFolders();
    root = dist.root;
    const port = await freePort();
    const options = localOptions(root, port, {
      serviceHostPort: (s) => `127.0.0.1:${upstreams[s].port}`,
      staticSource: { kind: 'files', distDir: dist.distDir },
    });
    accessLog = options.accessLog;
    const conf = path.join(options.runtimeDir, 'nginx.conf');
    writeNginxConfig(options, conf);
    under = { base: `http://127.0.0.1:${port}`, upstreams };
    stop = await startNginx(nginx as string, options.runtimeDir, conf, under.base);
  });

  afterAll(async () => {
    await stop?.();
    await Promise.all(Object.values(under?.upstreams ?? {}).map((u) => stopServer(u.server)));
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('when a link with a token in its query string is followed, then the access log keeps the path but not the token', async () => {
    await request(under.base, '/api/auth/verify-email?token=s3cr3t-verify-token');
    await new Promise((r) => setTimeout(r, 200));
    const log = fs.readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET /api/auth/verify-email?[query redacted] HTTP/1.1" 200');
    expect(log).not.toContain('s3cr3t-verify-token');
  });

  gatewayContract(() => under);
});
