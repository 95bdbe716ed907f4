import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPOSE_CONF_PATH, COMPOSE_SNIPPETS_SRC, GATEWAY_DIR } from '../generate-nginx';
import { renderNginxConf, RenderOptions } from '../nginx/render';
import { renderSnippets } from '../nginx/snippets';
import { COMPOSE_SNIPPETS_DIR, composeOptions, localOptions, writeNginxConfig } from '../nginx/targets';
import { API_ROUTES, SERVICES } from '../route-table';
import { findNginx, nginxTest, supportsResolve } from './support/nginx';

const upstreamOf = (service: string) => service.replace(/-/g, '_');

/** `location` blocks that proxy to a service: "<modifier> <path>" → upstream. */
function apiLocations(conf: string): Map<string, string> {
  const found = new Map<string, string>();
  const re = /location (=|\^~) (\/api\/\S*) \{([^}]*)\}/g;
  for (const m of conf.matchAll(re)) {
    const upstream = /proxy_pass http:\/\/(\w+);/.exec(m[3]);
    if (upstream) found.set(`${m[1]} ${m[2]}`, upstream[1]);
  }
  return found;
}

const expected = new Map(
  API_ROUTES.map((r) => [`${r.match === 'exact' ? '=' : '^~'} ${r.path}`, upstreamOf(r.service)]),
);
const targets: [string, RenderOptions][] = [
  ['compose', composeOptions()],
  ['local', localOptions('/srv/fff', 8080)],
];

describe('generated nginx.conf', () => {
  it.each(targets)(
    'when rendered for %s, then its API locations are exactly the route table',
    (_name, options) => {
      expect(apiLocations(renderNginxConf(options))).toEqual(expected);
    },
  );

  it('when the committed gateway/nginx.conf and conf/* are compared with a fresh render, then they are identical', () => {
    expect(fs.readFileSync(COMPOSE_CONF_PATH, 'utf8')).toBe(renderNginxConf(composeOptions()));
    for (const [name, text] of Object.entries(renderSnippets(COMPOSE_SNIPPETS_DIR))) {
      expect(`${name}:\n${fs.readFileSync(path.join(COMPOSE_SNIPPETS_SRC, name), 'utf8')}`).toBe(
        `${name}:\n${text}`,
      );
    }
  });

  it.each(targets)(
    'when rendered for %s, then auth is rate limited, uploads are capped and /internal is closed',
    (_n, options) => {
      const conf = renderNginxConf(options);
      expect(conf).toMatch(/location \^~ \/api\/auth\/ \{\s*limit_req zone=fff_auth burst=20 nodelay;/);
      expect(conf).toMatch(/location = \/api\/user\/profile-picture \{\s*client_max_body_size 6m;/);
      expect(conf).toMatch(/server_name _;\s*client_max_body_size 1m;/);
      expect(conf).toMatch(/location \^~ \/internal \{\s*return 404;/);
      expect(conf).toContain('server_tokens off;');
    },
  );
});

const nginx = findNginx();
if (!nginx)
  console.warn(
    'nginx is not on PATH: skipping `nginx -t` of the generated configs (apt-get install -y nginx).',
  );

(nginx ? describe : describe.skip)('nginx -t', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-nginx-t-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when a service hangs, then nginx waits UPSTREAM_READ_TIMEOUT_S (20 s), not a minute, before its 504', () => {
    expect(renderSnippets(COMPOSE_SNIPPETS_DIR)['proxy.conf']).toContain('proxy_read_timeout 20s;');
  });

  it('when the local target is rendered, then nginx accepts it', () => {
    const options = localOptions(dir, 18080);
    const conf = path.join(options.runtimeDir, 'nginx.conf');
    writeNginxConfig(options, conf);
    const result = nginxTest(nginx as string, options.runtimeDir, conf);
    expect(result.output).toContain('syntax is ok');
    expect(result.output).toContain('test is successful');
    expect(result.ok).toBe(true);
  });

  it('when the compose target is rendered, then nginx accepts it (compose host names swapped for 127.0.0.1)', () => {
    // Compose service names only resolve inside Docker; everything else is the committed config.
    const options = composeOptions({
      snippetsDir: path.join(dir, 'conf'),
      runtimeDir: path.join(dir, 'run'),
      // /dev/stdout is a pipe in Docker but a socket under jest, which nginx cannot open.
      accessLog: path.join(dir, 'access.log'),
      serviceHostPort: () => '127.0.0.1:9',
      rendererHostPort: '127.0.0.1:9',
      staticSource: { kind: 'proxy', hostPort: () => '127.0.0.1:9' },
    });
    const conf = path.join(dir, 'nginx.conf');
    writeNginxConfig(options, conf);
    const committed = fs.readFileSync(COMPOSE_CONF_PATH, 'utf8');
    const normalise = (text: string) =>
      text
        .replaceAll(options.snippetsDir, COMPOSE_SNIPPETS_DIR)
        .replaceAll(options.runtimeDir, '/tmp/nginx')
        .replace(options.accessLog, '/dev/stdout')
        .replace(/server \S+:\d+( resolve)?;/g, 'server HOST$1;');
    const rendered = fs.readFileSync(conf, 'utf8');
    expect(normalise(rendered)).toBe(normalise(committed));
    // Replicas are followed by name: Docker's DNS, a shared zone and `resolve` on every service.
    expect(rendered).toContain('resolver 127.0.0.11 valid=10s ipv6=off;');
    for (const s of SERVICES)
      expect(rendered).toMatch(
        new RegExp(`upstream ${s.name.replace(/-/g, '_')} \\{\\s+zone \\S+ 64k;\\s+server \\S+ resolve;`),
      );
    // The image runs nginx ≥ 1.27.3 (gateway/Dockerfile); an older nginx here checks the rest.
    if (!supportsResolve(nginx as string)) fs.writeFileSync(conf, rendered.replaceAll(' resolve;', ';'));
    const result = nginxTest(nginx as string, options.runtimeDir, conf);
    expect(result.output).toContain('syntax is ok');
    expect(result.output).toContain('test is successful');
    expect(result.ok).toBe(true);
  });

  it('when the static-site config of the shell and remote images is checked, then nginx accepts it', () => {
    // It includes the distribution's /etc/nginx/mime.types, as the nginx image has one.
    const conf = fs
      .readFileSync(path.join(GATEWAY_DIR, 'static', 'nginx.conf'), 'utf8')
      .replaceAll('/tmp/', `${dir}/`);
    const file = path.join(dir, 'static.conf');
    fs.writeFileSync(file, conf);
    const result = nginxTest(nginx as string, dir, file);
    expect(result.output).toContain('test is successful');
  });
});
