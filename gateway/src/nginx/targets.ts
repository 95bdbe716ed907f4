// The two deployments of the generated config: docker-compose and `npm start` on this machine.
import fs from 'node:fs';
import path from 'node:path';
import { localReleasesDir } from '../release-layout.mjs';
import { PAGE_RENDERER, servicePort } from '../route-table';
import { arg, RenderOptions, renderNginxConf } from './render';
import { renderSnippets } from './snippets';

/** Port the gateway listens on inside its container (and the static containers on theirs). */
export const CONTAINER_PORT = 8080;
/** Where the gateway image keeps the snippet files (see gateway/Dockerfile). */
export const COMPOSE_SNIPPETS_DIR = '/etc/nginx/fff';
/** Where the gateway container sees the releases folder (a bind mount, docker-compose.yml). */
export const COMPOSE_RELEASES_DIR = '/srv/fff-releases';

/**
 * docker-compose: upstreams by compose service name; the shell and remotes are their own
 * nginx containers (one image per app) and the gateway proxies to them, adding headers.
 */
export function composeOptions(overrides: Partial<RenderOptions> = {}): RenderOptions {
  return {
    target: 'compose',
    listen: String(CONTAINER_PORT),
    snippetsDir: COMPOSE_SNIPPETS_DIR,
    // Under /tmp so the image can run as the unprivileged nginx user.
    runtimeDir: '/tmp/nginx',
    errorLogs: ['stderr warn'],
    accessLog: '/dev/stdout',
    serviceHostPort: (service) => `${service}:${servicePort(service)}`,
    rendererHostPort: `${PAGE_RENDERER.name}:${PAGE_RENDERER.port}`,
    staticSource: { kind: 'proxy', hostPort: (app) => `${app}:${CONTAINER_PORT}` },
    releasesDir: COMPOSE_RELEASES_DIR,
    // Docker's embedded DNS: service replicas come and go (docker compose up --scale).
    resolver: '127.0.0.11',
    ...overrides,
  };
}

/** Where distributions put nginx's brotli_static module (Debian and Alpine, then nginx.org's layout). */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  '/etc/nginx/modules/ngx_http_brotli_static_module.so',
];

/** `npm start`: services on 127.0.0.1, static apps from `<repo>/<app>/dist`, state under .data/nginx. */
export function localOptions(
  repoRoot: string,
  port: number,
  overrides: Partial<RenderOptions> = {},
): RenderOptions {
  const dir = path.join(repoRoot, '.data', 'nginx');
  const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    target: 'local',
    listen: `127.0.0.1:${port}`,
    snippetsDir: path.join(dir, 'conf'),
    runtimeDir: dir,
    errorLogs: [`${arg(path.join(dir, 'logs', 'error.log'))} warn`, 'stderr error'],
    accessLog: arg(path.join(dir, 'logs', 'access.log')),
    serviceHostPort: (service) => `127.0.0.1:${servicePort(service)}`,
    rendererHostPort: `127.0.0.1:${PAGE_RENDERER.port}`,
    staticSource: { kind: 'files', distDir: (app) => path.join(repoRoot, app, 'dist') },
    releasesDir: localReleasesDir(repoRoot),
    // As root, nginx would drop workers to `nobody`, who cannot write .data/nginx/tmp.
    user: runningAsRoot ? 'root' : undefined,
    brotliModule: BROTLI_MODULES.find((file) => fs.existsSync(file)),
    ...overrides,
  };
}

/** Write nginx.conf and its snippets (into options.snippetsDir) and create the runtime folders. */
export function writeNginxConfig(options: RenderOptions, confPath: string, createRuntimeDirs = true): void {
  fs.mkdirSync(path.dirname(confPath), { recursive: true });
  fs.writeFileSync(confPath, renderNginxConf(options));
  writeSnippets(options.snippetsDir, options.snippetsDir);
  if (createRuntimeDirs) {
    for (const sub of ['tmp', 'logs']) fs.mkdirSync(path.join(options.runtimeDir, sub), { recursive: true });
  }
}

/** Write the snippet files into `outDir`, rendered to be found at `snippetsDir`. */
export function writeSnippets(outDir: string, snippetsDir: string): void {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(renderSnippets(snippetsDir))) {
    fs.writeFileSync(path.join(outDir, name), text);
  }
}
