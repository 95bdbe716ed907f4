import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { startDevGateway } from '../dev-gateway';
import { makeDistFolders } from './support/fixtures';
import { gatewayContract, GatewayUnderTest } from './support/contract';
import { startFakeRenderer, startUpstreams, stopServer } from './support/upstreams';

describe('dev gateway (Node)', () => {
  let gateway: http.Server;
  let under: GatewayUnderTest;
  let distRoot: string;
  let renderer: Awaited<ReturnType<typeof startFakeRenderer>>;

  beforeAll(async () => {
    const upstreams = await startUpstreams();
    renderer = await startFakeRenderer();
    const dist = makeDistFolders();
    distRoot = dist.root;
    const urls = {
      'svc-identity': upstreams['svc-identity'].url,
      'svc-learning': upstreams['svc-learning'].url,
      'svc-social': upstreams['svc-social'].url,
    };
    gateway = await startDevGateway(
      {
        upstreams: urls,
        renderer: renderer.url,
        static: { kind: 'files', distDir: dist.distDir, releasesDir: dist.releasesDir },
      },
      0,
    );
    under = {
      base: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      releasesDir: dist.releasesDir,
      upstreams,
    };
  });

  afterAll(async () => {
    await stopServer(gateway);
    await stopServer(renderer.server);
    await Promise.all(Object.values(under.upstreams).map((u) => stopServer(u.server)));
    fs.rmSync(distRoot, { recursive: true, force: true });
  });

  gatewayContract(() => under);

  it('when a service hangs without answering, then the learner gets the JSON 504 once the wait runs out', async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const dist = makeDistFolders();
    const hung = await startDevGateway(
      {
        upstreams: { 'svc-identity': url, 'svc-learning': url, 'svc-social': url },
        static: { kind: 'files', distDir: dist.distDir },
        upstreamTimeoutMs: 300,
      },
      0,
    );
    try {
      const res = await fetch(`http://127.0.0.1:${(hung.address() as AddressInfo).port}/api/levels`);
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({
        error: 'gateway_timeout',
        message: 'The service took too long to answer. Please try again.',
      });
    } finally {
      await stopServer(hung);
      await stopServer(hanging);
      fs.rmSync(dist.root, { recursive: true, force: true });
    }
  });
});
