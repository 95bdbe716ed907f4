import type { IdentityConfig } from '../config';

/**
 * Whether the service may send to `endpoint`: an https URL on a known push service (a host equal to
 * or under one of PUSH_SERVICE_HOSTS, default port, no credentials), or an http/https host:port the
 * operator listed in PUSH_TEST_HOSTS. Anything else could make the service call an internal address
 * chosen by a client (server-side request forgery).
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  config: Pick<IdentityConfig, 'PUSH_SERVICE_HOSTS' | 'PUSH_TEST_HOSTS'>,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const hostPort = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  if (config.PUSH_TEST_HOSTS.includes(hostPort.toLowerCase())) return true;
  if (url.protocol !== 'https:' || url.port) return false;
  const host = url.hostname.toLowerCase();
  return config.PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
