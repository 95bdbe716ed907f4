// Reads /remotes.json: which remote builds this page loads. Deploy-time data, never cached.

/** Remote names are JS identifiers (MF container names): mf_learn, mf_social, mf_account. */
export type RemoteName = 'mf_learn' | 'mf_social' | 'mf_account';

/** One remote as listed: its stable entry and, during a canary, the next one for `share` % of learners. */
export interface RemoteEntry {
  name: string;
  entry: string;
  next?: { entry: string; share: number };
}

/** Where the remote list comes from (served by the gateway). */
export const REMOTES_CONFIG_URL = '/remotes.json';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Validates the remotes.json body: `{ "<name>": { "entry": "<url of mf-manifest.json>",
 * "next"?: { "entry": "<url>", "share": <0-100> } } }`.
 */
export function parseRemoteConfig(body: unknown, baseUrl: string): RemoteEntry[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error('remotes.json must be an object');
  // The federation runtime needs absolute URLs to derive each remote's public path.
  const url = (value: unknown, what: string) => {
    if (typeof value !== 'string' || !value) throw new Error(`remotes.json: ${what} must be a URL`);
    return new URL(value, baseUrl).href;
  };
  return Object.entries(body as Record<string, unknown>).map(([name, value]) => {
    if (!IDENTIFIER.test(name)) throw new Error(`remotes.json: "${name}" is not a valid remote name`);
    const { entry, next } = (value ?? {}) as { entry?: unknown; next?: { entry?: unknown; share?: unknown } };
    const remote: RemoteEntry = { name, entry: url(entry, `${name}.entry`) };
    if (next === undefined) return remote;
    const share = next?.share;
    if (typeof share !== 'number' || !(share >= 0 && share <= 100))
      throw new Error(`remotes.json: ${name}.next.share must be a number from 0 to 100`);
    return { ...remote, next: { entry: url(next.entry, `${name}.next.entry`), share } };
  });
}

/** Fetches and parses /remotes.json, bypassing every cache. */
export async function loadRemoteConfig(
  fetchFn: typeof fetch = fetch,
  baseUrl = window.location.href,
): Promise<RemoteEntry[]> {
  const response = await fetchFn(REMOTES_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`${response.status}: ${response.statusText || 'remotes.json unavailable'}`);
  return parseRemoteConfig(await response.json(), baseUrl);
}
