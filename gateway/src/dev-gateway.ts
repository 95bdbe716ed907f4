// Node stand-in for nginx: `npm start` runs it when nginx is not installed, `npm run dev`
// runs it with --dev (shell and remotes from their webpack dev servers, with HMR sockets).
// Usage: tsx gateway/src/dev-gateway.ts [--dev] [--port 8080] [--host 127.0.0.1]
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createDevGateway, DevGatewayOptions } from './dev/app';
import { localReleasesDir } from './release-layout.mjs';
import { PAGE_RENDERER, ServiceName, servicePort } from './route-table';

/** Upstream base URLs from IDENTITY_URL / LEARNING_URL / SOCIAL_URL, else 127.0.0.1 and the default ports. */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  const url = (key: string, name: ServiceName) => env[key] || `http://127.0.0.1:${servicePort(name)}`;
  return {
    'svc-identity': url('IDENTITY_URL', 'svc-identity'),
    'svc-learning': url('LEARNING_URL', 'svc-learning'),
    'svc-social': url('SOCIAL_URL', 'svc-social'),
  };
}

/** Start the dev gateway on `port` (0 picks a free one); resolves once it listens. */
export function startDevGateway(
  options: DevGatewayOptions,
  port: number,
  host = '127.0.0.1',
): Promise<http.Server> {
  const { app, upgrade } = createDevGateway(options);
  const server = http.createServer(app);
  server.on('upgrade', upgrade);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

async function main(): Promise<void> {
  const log = pino({ name: 'dev-gateway' });
  const { values } = parseArgs({
    options: {
      dev: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: process.env.GATEWAY_HOST ?? '127.0.0.1' },
      repo: { type: 'string', default: path.resolve(__dirname, '..', '..') },
    },
  });
  const repo = values.repo as string;
  const server = await startDevGateway(
    {
      upstreams: upstreamsFromEnv(),
      renderer: process.env.RENDERER_URL || `http://127.0.0.1:${PAGE_RENDERER.port}`,
      static: values.dev
        ? { kind: 'dev-servers' }
        : {
            kind: 'files',
            distDir: (app) => path.join(repo, app, 'dist'),
            releasesDir: localReleasesDir(repo),
          },
    },
    Number(values.port),
    values.host,
  );
  log.info(
    { port: Number(values.port), mode: values.dev ? 'dev-servers' : 'dist folders' },
    'dev gateway listening',
  );
  const stop = () => {
    server.close(() => process.exit(0));
    // Proxied WebSockets (HMR) and keep-alive sockets would otherwise hold the close open.
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
