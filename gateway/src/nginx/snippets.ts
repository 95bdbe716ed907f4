// Small nginx snippet files, `include`d where they are used (h5bp style). Rendered from the
// same TypeScript constants the dev gateway uses, so both gateways send identical headers.
import {
  GATEWAY_ERRORS,
  GatewayErrorStatus,
  MIME_TYPES,
  REQUEST_ID_HEADER,
  CSP_NONCE_PLACEHOLDER,
  SECURITY_HEADERS,
  UPSTREAM_HEADERS_TO_HIDE,
} from '../headers';
import { UPSTREAM_READ_TIMEOUT_S } from '../timeouts';

/** nginx string literal in single quotes. */
export function quote(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * Security headers and the request id. An `add_header` inside a location drops every
 * server-level one, so each location that adds headers includes this file again.
 */
export function securityHeadersSnippet(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(
    ([name, value]) =>
      `add_header ${name} ${quote(value.replace(CSP_NONCE_PLACEHOLDER, '$request_id'))} always;`,
  );
  lines.push(`add_header ${REQUEST_ID_HEADER} $fff_request_id always;`);
  return lines.join('\n') + '\n';
}

/** Settings for every proxied location (APIs and, in compose, the static containers). */
export function proxySnippet(): string {
  return [
    'proxy_http_version 1.1;',
    // Keep-alive to upstreams, but still let WebSocket upgrades through.
    'proxy_set_header Upgrade $http_upgrade;',
    'proxy_set_header Connection $fff_connection_upgrade;',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host;',
    'proxy_set_header X-Forwarded-Port $server_port;',
    `proxy_set_header ${REQUEST_ID_HEADER} $fff_request_id;`,
    'proxy_connect_timeout 5s;',
    'proxy_send_timeout 60s;',
    `proxy_read_timeout ${UPSTREAM_READ_TIMEOUT_S}s;`,
    // The gateway's own copies of these are the only ones the browser sees.
    ...UPSTREAM_HEADERS_TO_HIDE.map((h) => `proxy_hide_header ${h};`),
    '',
  ].join('\n');
}

/** JSON bodies for the errors nginx produces itself ({ error, message }, the house envelope). */
export function errorPagesSnippet(): string {
  const out: string[] = [];
  // 400 is answered by the hostile-path location itself (render.ts): nginx cannot redirect a request
  // whose URI it failed to parse (e.g. `%00`) to a named location, and would answer 500 instead.
  const pages = Object.entries(GATEWAY_ERRORS).filter(([code]) => code !== '400');
  for (const [code] of pages) {
    out.push(`error_page ${code} @fff_error_${code};`);
  }
  for (const [code, body] of pages) {
    out.push(
      `location @fff_error_${code} {`,
      '    include __SNIPPETS__/security-headers.conf;',
      "    add_header Cache-Control 'no-store' always;",
      '    default_type application/json;',
      `    return ${code} ${quote(JSON.stringify(body))};`,
      '}',
    );
  }
  return out.join('\n') + '\n';
}

/** The status codes errorPagesSnippet answers. */
export const ERROR_STATUSES = Object.keys(GATEWAY_ERRORS).map(Number) as GatewayErrorStatus[];

/** `types { }` for the files the apps ship; nginx's own mime.types lives elsewhere on each OS. */
export function mimeTypesSnippet(): string {
  const lines = Object.entries(MIME_TYPES).map(([type, exts]) => `    ${type} ${exts.join(' ')};`);
  return ['types {', ...lines, '}', ''].join('\n');
}

/** All snippet files by name; `snippetsDir` is where the config will find them. */
export function renderSnippets(snippetsDir: string): Record<string, string> {
  return {
    'security-headers.conf': securityHeadersSnippet(),
    'proxy.conf': proxySnippet(),
    'error-pages.conf': errorPagesSnippet().replaceAll('__SNIPPETS__', snippetsDir),
    'mime.types': mimeTypesSnippet(),
  };
}
