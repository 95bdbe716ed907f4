// Reads /remotes.json: which remote builds this page loads. Deploy-time data, never cached.

/** Remote names are JS identifiers (MF container names): mf_learn, mf_social, mf_account. */
export type RemoteName = 'mf_learn' | 'mf_social' | 'mf_account';

/** One remote as registered with the federation runtime. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Where the remote list comes from (served by the gateway). */
export const REMOTES_CONFIG_URL = '/remotes.json';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Validates the remotes.json body: `{ "<name>": { "entry": "<url of mf-manifest.json>" } }`. */
export function parseRemoteConfig(body: unknown, baseUrl: string): RemoteEntry[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error('remotes.json must be an object');
  return Object.entries(body as Record<string, unknown>).map(([name, value]) => {
    const entry = (value as { entry?: unknown } | null)?.entry;
    if (!IDENTIFIER.test(name)) throw new Error(`remotes.json: "${name}" is not a valid remote name`);
    if (typeof entry !== 'string' || !entry) throw new Error(`remotes.json: ${name}.entry must be a URL`);
    // The federation runtime needs absolute URLs to derive each remote's public path.
    return { name, entry: new URL(entry, baseUrl).href };
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
