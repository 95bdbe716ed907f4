/**
 * A URL fit for logs: the path and the query's keys, every query value replaced. Verification
 * and reset links carry their one-time tokens in the query string, and no query value is needed
 * to read a log.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, q)}?${keys.join('&')}`;
}
