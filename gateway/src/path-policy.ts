// Which raw request paths the gateway refuses before routing (both nginx and the dev gateway).
//
// nginx matches locations on the decoded, dot-resolved $uri but forwards the raw request line, so
// `/internal/%2e%2e/api/levels` matched `/api/…` while the service saw a path under /internal.
// The upstream and the gateway must agree on what a path means, so anything whose meaning
// depends on decoding or dot resolution is refused outright: encoded dots, slashes, backslashes
// and NULs, literal backslashes, empty segments (`//`) and `.`/`..` segments. No page or API of
// the platform needs any of them in its path (free text travels in query strings and bodies).

/** Matches a hostile request target (path part only; the query string is not inspected). PCRE and JS alike. */
export const HOSTILE_PATH_PATTERN = '^[^?]*(%2e|%2f|%5c|%00|\\x5c|//|/\\.\\.?(/|\\?|$))';

const hostile = new RegExp(HOSTILE_PATH_PATTERN, 'i');

/** Static files the gateway never serves: the builds' source maps (PCRE, on the decoded path). */
export const SOURCE_MAP_PATTERN = '\\.map$';

/** True when the raw request target must be refused with 400. */
export function isHostilePath(rawTarget: string): boolean {
  return hostile.test(rawTarget);
}
