import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { startDevGateway } from '../dev-gateway';
import { makeDistFolders } from './support/fixtures';
import { gatewayContract, GatewayUnderTest } from './support/contract';
import { startUpstreams, stopServer } from './support/upstreams';

describe('dev gateway (Node)', () => {
  let gateway: http.Server;
  let under: GatewayUnderTest;
  let distRoot: string;

  beforeAll(async () => {
    const upstreams = await startUpstreams();
    const dist = makeDistFolders();
    distRoot = dist.root;
    const urls = {
      'svc-identity': upstreams['svc-identity'].url,
      'svc-learning': upstreams['svc-learning'].url,
      'svc-social': upstreams['svc-social'].url,
    };
    gateway = await startDevGateway({ upstreams: urls, static: { kind: 'files', distDir: dist.distDir } }, 0);
    under = { base: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, upstreams };
  });

  afterAll(async () => {
    await stopServer(gateway);
    await Promise.all(Object.values(under.upstreams).map((u) => stopServer(u.server)));
    fs.rmSync(distRoot, { recursive: true, force: true });
  });

  gatewayContract(() => under);
});
