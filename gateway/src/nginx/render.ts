// Renders the gateway's nginx.conf from the route table for one target (compose or local).
import {
  API_PREFIX,
  API_ROUTES,
  ApiRoute,
  AUTH_RATE_LIMIT,
  CACHE_RULES,
  DEFAULT_BODY_LIMIT,
  DEFAULT_CACHE_CONTROL,
  INTERNAL_PREFIX,
  PAGE_RENDERER,
  PAGE_RENDERER_TIMEOUT_S,
  RENDERED_PAGE_CACHE_CONTROL,
  pageFilesOf,
  releasePathPattern,
  RELEASED_REMOTES_FILE,
  SERVICES,
  STATIC_MOUNTS,
  ServiceName,
  StaticMount,
} from '../route-table';
import {
  CSP_NONCE_PLACEHOLDER,
  GATEWAY_ERRORS,
  GZIP_TYPES,
  REQUEST_ID_HEADER,
  REQUEST_ID_PATTERN,
} from '../headers';
import { HOSTILE_PATH_PATTERN, SOURCE_MAP_PATTERN } from '../path-policy';
import { quote } from './snippets';

const RENDERER_UPSTREAM = 'shell_render';

/** Where static apps come from: proxied to their own nginx containers, or files on disk. */
export type StaticSource =
  | { kind: 'proxy'; hostPort: (app: StaticMount['app']) => string }
  | { kind: 'files'; distDir: (app: StaticMount['app']) => string };

export interface RenderOptions {
  target: 'compose' | 'local';
  listen: string;
  /** Folder holding the snippet files (absolute). */
  snippetsDir: string;
  /** Folder for pid and temp files (absolute). */
  runtimeDir: string;
  /** `error_log`/`access_log` destinations. */
  errorLogs: string[];
  accessLog: string;
  serviceHostPort: (service: ServiceName) => string;
  /** Where the shell's renderer listens (PAGE_RENDERER). */
  rendererHostPort: string;
  staticSource: StaticSource;
  /** Folder of the remotes' releases and the switched-in remote list (scripts/release.mjs). */
  releasesDir: string;
  /** Emit `user …;` (only meaningful when nginx starts as root). */
  user?: string;
  /**
   * DNS server for re-resolving service names while running (compose: Docker's 127.0.0.11). Each
   * service upstream then follows its name's current addresses (`server … resolve`, nginx ≥ 1.27.3),
   * so `docker compose up --scale svc-social=3` is balanced over every replica, also replicas
   * added or replaced after the gateway started.
   */
  resolver?: string;
  /**
   * nginx's brotli_static module (Debian: libnginx-mod-http-brotli-static), when this nginx has it:
   * text assets then go out as the `.br` files the builds write (about 15 % under gzip), to every
   * browser that accepts br. Without it the gateway serves the `.gz` files.
   */
  brotliModule?: string;
}

/** A path as an nginx argument: quoted only when it needs to be. */
export const arg = (value: string) => (/^[A-Za-z0-9_./:@-]+$/.test(value) ? value : quote(value));
/** Internal-only location answering the gateway's 400 JSON for refused paths. */
const BAD_REQUEST_LOCATION = '/.fff-bad-request';
const upstreamName = (name: string) => name.replace(/-/g, '_');
const indent = (lines: string[], by = 4) => lines.map((l) => (l ? ' '.repeat(by) + l : l));

function apiLocation(route: ApiRoute, o: RenderOptions): string[] {
  const modifier = route.match === 'exact' ? '=' : '^~';
  const body = [
    ...(route.authRateLimit ? [`limit_req zone=fff_auth burst=${AUTH_RATE_LIMIT.burst} nodelay;`] : []),
    ...(route.bodyLimit ? [`client_max_body_size ${route.bodyLimit};`] : []),
    `proxy_pass http://${upstreamName(route.service)};`,
    `include ${arg(`${o.snippetsDir}/proxy.conf`)};`,
  ];
  return [`location ${modifier} ${route.path} {`, ...indent(body), '}'];
}

/** The page's style nonce: the same $request_id the CSP header names (headers.ts). */
function nonceFilter(o: RenderOptions): string[] {
  // A precompressed page would skip the substitution.
  return [
    'gzip_static off;',
    ...(o.brotliModule ? ['brotli_static off;'] : []),
    `sub_filter '${CSP_NONCE_PLACEHOLDER}' '$request_id';`,
    // A pre-rendered page names it on the meta tag and on its <style> tags.
    'sub_filter_once off;',
  ];
}

/**
 * A pre-rendered page's form submitted by the browser itself (Enter pressed before the page hydrated)
 * is sent back to the page, now live, instead of a 405: its body is dropped unread.
 */
function earlyFormPost(pagePath: string): string[] {
  return ['absolute_redirect off;', 'if ($request_method = POST) {', `    return 303 ${pagePath};`, '}'];
}

/**
 * The renderer's page paths (PAGE_RENDERER): asked of the renderer, with the CSP nonce filled in;
 * when it fails or does not answer in time, the mount's plain index.html (`@shell_plain_page`).
 */
function rendererLocations(o: RenderOptions, headers: string[], plainPage: string[]): string[] {
  // The learner's page holds their data: kept by no cache (the plain page keeps the mount's policy).
  const renderedHeaders = [
    `include ${arg(`${o.snippetsDir}/security-headers.conf`)};`,
    `add_header Cache-Control ${quote(RENDERED_PAGE_CACHE_CONTROL)} always;`,
  ];
  const pages = PAGE_RENDERER.paths.flatMap((pagePath) => [
    `location = ${pagePath} {`,
    ...indent([
      ...renderedHeaders,
      `proxy_pass http://${RENDERER_UPSTREAM};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $host;',
      `proxy_set_header ${REQUEST_ID_HEADER} $fff_request_id;`,
      'proxy_connect_timeout 1s;',
      `proxy_read_timeout ${PAGE_RENDERER_TIMEOUT_S}s;`,
      'proxy_hide_header Cache-Control;',
      'proxy_intercept_errors on;',
      'error_page 404 500 502 503 504 = @shell_plain_page;',
      ...nonceFilter(o),
      'proxy_set_header Accept-Encoding "";',
    ]),
    '}',
  ]);
  return [...pages, 'location @shell_plain_page {', ...indent([...headers, ...plainPage]), '}'];
}

const staticHeaders = (o: RenderOptions) => [
  `include ${arg(`${o.snippetsDir}/security-headers.conf`)};`,
  'add_header Cache-Control $fff_cache_control always;',
];

/** A remote's released versions, nested in its mount: files from `<releases>/mf/<name>/<version>/`. */
function releaseLocation(mount: StaticMount, o: RenderOptions): string[] {
  return [
    `location ~ ${quote(releasePathPattern(mount))} {`,
    ...indent([...staticHeaders(o), `root ${arg(o.releasesDir)};`, 'try_files $uri =404;']),
    '}',
  ];
}

/** `/remotes.json`: the switched-in list from the releases folder, else the shell build's own. */
function remotesListLocations(o: RenderOptions): string[] {
  const shellList =
    o.staticSource.kind === 'proxy'
      ? [
          `proxy_pass http://static_shell;`,
          `include ${arg(`${o.snippetsDir}/proxy.conf`)};`,
          'proxy_hide_header Cache-Control;',
          'proxy_intercept_errors on;',
        ]
      : [`root ${arg(o.staticSource.distDir('shell'))};`, `try_files /${RELEASED_REMOTES_FILE} =404;`];
  return [
    `location = /${RELEASED_REMOTES_FILE} {`,
    ...indent([
      ...staticHeaders(o),
      `root ${arg(o.releasesDir)};`,
      `try_files /${RELEASED_REMOTES_FILE} @shell_remotes_list;`,
    ]),
    '}',
    'location @shell_remotes_list {',
    ...indent([...staticHeaders(o), ...shellList]),
    '}',
  ];
}

function staticLocation(mount: StaticMount, o: RenderOptions): string[] {
  const headers = staticHeaders(o);
  const releases = mount.spa ? [] : releaseLocation(mount, o);
  const modifier = mount.prefix === '/' ? '' : '^~ ';
  if (o.staticSource.kind === 'proxy') {
    const body = [
      ...headers,
      `proxy_pass http://static_${upstreamName(mount.app)};`,
      `include ${arg(`${o.snippetsDir}/proxy.conf`)};`,
      'proxy_hide_header Cache-Control;',
      // A missing file in a static container becomes the gateway's JSON 404.
      'proxy_intercept_errors on;',
      ...(mount.spa ? [...nonceFilter(o), 'proxy_set_header Accept-Encoding "";'] : []),
      ...releases,
    ];
    // A page of its own (auth.html for /auth) is asked of the app's container by its file name.
    const pages = (mount.pages ?? []).flatMap((page) => [
      `location = ${page.path} {`,
      ...indent([
        ...earlyFormPost(page.path),
        ...headers,
        `proxy_pass http://static_${upstreamName(mount.app)}/${page.file};`,
        `include ${arg(`${o.snippetsDir}/proxy.conf`)};`,
        'proxy_hide_header Cache-Control;',
        'proxy_intercept_errors on;',
        ...nonceFilter(o),
        'proxy_set_header Accept-Encoding "";',
      ]),
      '}',
    ]);
    const rendered =
      mount.app === 'shell'
        ? rendererLocations(o, headers, [
            // A named location's proxy_pass takes no path: the request's is rewritten instead.
            'rewrite ^ /index.html break;',
            `proxy_pass http://static_${upstreamName(mount.app)};`,
            `include ${arg(`${o.snippetsDir}/proxy.conf`)};`,
            'proxy_hide_header Cache-Control;',
            ...nonceFilter(o),
            'proxy_set_header Accept-Encoding "";',
          ])
        : [];
    return [...rendered, ...pages, `location ${modifier}${mount.prefix} {`, ...indent(body), '}'];
  }
  const dir = o.staticSource.distDir(mount.app);
  if (!mount.spa) {
    return [
      `location ${modifier}${mount.prefix} {`,
      ...indent([...headers, `alias ${arg(`${dir}/`)};`, ...releases]),
      '}',
    ];
  }
  const body = [
    ...headers,
    `root ${arg(dir)};`,
    // Client-side routes get index.html; a missing file (has an extension) stays a 404.
    'try_files $uri /index.html;',
    // A page of its own (the pre-rendered auth.html for /auth), index.html while it is not built.
    ...(mount.pages ?? []).flatMap((page) => [
      `location = ${page.path} {`,
      ...indent([...earlyFormPost(page.path), ...nonceFilter(o), `try_files /${page.file} /index.html;`]),
      '}',
    ]),
    ...pageFilesOf(mount).flatMap((file) => [
      `location = /${file} {`,
      ...indent([...nonceFilter(o), 'try_files $uri =404;']),
      '}',
    ]),
    'location ~ "\\.[A-Za-z0-9]+$" {',
    '    try_files $uri =404;',
    '}',
  ];
  const rendered =
    mount.app === 'shell'
      ? rendererLocations(o, headers, [`root ${arg(dir)};`, ...nonceFilter(o), 'try_files /index.html =404;'])
      : [];
  return [...rendered, `location ${modifier}${mount.prefix} {`, ...indent(body), '}'];
}

/**
 * Idle connections kept open to each service: enough for the gateway's concurrent requests (50
 * in the bench) so none is opened per request; closed before Node's 5 s keep-alive timeout, so
 * nginx never reuses a socket the service is closing.
 */
const SERVICE_KEEPALIVE = ['keepalive 64;', 'keepalive_requests 10000;', 'keepalive_timeout 4s;'];

function upstreams(o: RenderOptions): string[] {
  const out: string[] = [];
  for (const s of SERVICES) {
    const name = upstreamName(s.name);
    out.push(
      `upstream ${name} {`,
      // A re-resolved upstream keeps its addresses in shared memory, one zone per upstream.
      ...(o.resolver
        ? [`    zone ${name} 64k;`, `    server ${o.serviceHostPort(s.name)} resolve;`]
        : [`    server ${o.serviceHostPort(s.name)};`]),
      ...SERVICE_KEEPALIVE.map((line) => `    ${line}`),
      '}',
    );
  }
  out.push(
    `upstream ${RENDERER_UPSTREAM} {`,
    ...(o.resolver
      ? [`    zone ${RENDERER_UPSTREAM} 64k;`, `    server ${o.rendererHostPort} resolve;`]
      : [`    server ${o.rendererHostPort};`]),
    '    keepalive 8;',
    '}',
  );
  const source = o.staticSource;
  if (source.kind === 'proxy') {
    for (const m of STATIC_MOUNTS) {
      out.push(
        `upstream static_${upstreamName(m.app)} {`,
        `    server ${source.hostPort(m.app)};`,
        '    keepalive 8;',
        '}',
      );
    }
  }
  return out;
}

function httpSettings(o: RenderOptions): string[] {
  const tmp = (name: string) => arg(`${o.runtimeDir}/tmp/${name}`);
  return [
    `include ${arg(`${o.snippetsDir}/mime.types`)};`,
    'default_type application/octet-stream;',
    'server_tokens off;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65s;',
    `client_body_temp_path ${tmp('client_body')};`,
    `proxy_temp_path ${tmp('proxy')};`,
    `fastcgi_temp_path ${tmp('fastcgi')};`,
    `uwsgi_temp_path ${tmp('uwsgi')};`,
    `scgi_temp_path ${tmp('scgi')};`,
    // Paths only: reset and verification tokens ride in query strings and must not reach the logs.
    'log_format fff \'$remote_addr [$time_local] "$request_method $fff_log_path $server_protocol" $status $body_bytes_sent $request_time rid=$fff_request_id\';',
    `access_log ${o.accessLog} fff;`,
    'gzip on;',
    // Text assets are compressed at build (packages/mf-build emits .gz beside each file).
    'gzip_static on;',
    ...(o.brotliModule ? ['brotli_static on;'] : []),
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    'map $http_x_request_id $fff_request_id {',
    `    "~${REQUEST_ID_PATTERN}" $http_x_request_id;`,
    '    default $request_id;',
    '}',
    'map $request_uri $fff_log_path {',
    '    "~^(?<fff_path>[^?]*)\\?" "$fff_path?[query redacted]";',
    '    default $request_uri;',
    '}',
    'map $http_upgrade $fff_connection_upgrade {',
    '    default upgrade;',
    "    '' '';",
    '}',
    'map $uri $fff_cache_control {',
    `    default ${quote(DEFAULT_CACHE_CONTROL)};`,
    ...CACHE_RULES.map((r) => `    "~${r.pattern}" ${quote(r.value)};`),
    '}',
    `limit_req_zone $binary_remote_addr zone=fff_auth:10m rate=${AUTH_RATE_LIMIT.ratePerSecond}r/s;`,
    'limit_req_status 429;',
  ];
}

function server(o: RenderOptions): string[] {
  const body: string[] = [
    `listen ${o.listen};`,
    'server_name _;',
    `client_max_body_size ${DEFAULT_BODY_LIMIT};`,
    `include ${arg(`${o.snippetsDir}/security-headers.conf`)};`,
    `include ${arg(`${o.snippetsDir}/error-pages.conf`)};`,
    '',
    '# Encoded or dot-segment paths: nginx would route the decoded path but forward the raw one.',
    `if ($request_uri ~* ${quote(HOSTILE_PATH_PATTERN)}) {`,
    `    rewrite ^ ${BAD_REQUEST_LOCATION} last;`,
    '}',
    `location = ${BAD_REQUEST_LOCATION} {`,
    '    internal;',
    `    include ${arg(`${o.snippetsDir}/security-headers.conf`)};`,
    "    add_header Cache-Control 'no-store' always;",
    '    default_type application/json;',
    `    return 400 ${quote(JSON.stringify(GATEWAY_ERRORS[400]))};`,
    '}',
    '# Source maps stay beside the builds for operators and profilers; they are never served (they',
    "# hold the whole source and the build machine's paths). A server-level check: the remotes' ^~",
    '# prefix locations would skip a regex location.',
    `if ($uri ~ ${quote(SOURCE_MAP_PATTERN)}) {`,
    '    return 404;',
    '}',
    '# Service-to-service paths are never exposed.',
    `location ^~ ${INTERNAL_PREFIX} {`,
    '    return 404;',
    '}',
    '# Any /api path the route table does not claim.',
    `location = ${API_PREFIX} {`,
    '    return 404;',
    '}',
    `location ^~ ${API_PREFIX}/ {`,
    '    return 404;',
    '}',
  ];
  for (const s of SERVICES) {
    body.push('', `# ${s.name}`);
    for (const r of API_ROUTES.filter((x) => x.service === s.name)) body.push(...apiLocation(r, o));
  }
  body.push('', '# Shell and remotes', ...remotesListLocations(o));
  for (const m of STATIC_MOUNTS) body.push(...staticLocation(m, o));
  return ['server {', ...indent(body), '}'];
}

/** The complete nginx.conf text for the given options. */
export function renderNginxConf(o: RenderOptions): string {
  return [
    `# Generated by gateway/src/generate-nginx.ts (target: ${o.target}). Do not edit: run npm run build -w gateway.`,
    ...(o.brotliModule ? [`load_module ${arg(o.brotliModule)};`] : []),
    ...(o.user ? [`user ${o.user};`] : []),
    'worker_processes auto;',
    `pid ${arg(`${o.runtimeDir}/nginx.pid`)};`,
    ...o.errorLogs.map((l) => `error_log ${l};`),
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent([
      ...httpSettings(o),
      ...(o.resolver ? [`resolver ${o.resolver} valid=10s ipv6=off;`, 'resolver_timeout 5s;'] : []),
      '',
      ...upstreams(o),
      '',
      ...server(o),
    ]),
    '}',
    '',
  ].join('\n');
}
