// Canary releases of a remote (README.md "Releases"): /remotes.json may send a share of learners to a
// `next` version. Which learners is stable: a hash of a random key this browser keeps, so a learner
// stays on the version they got across reloads. A learner whose `next` version failed is kept on the
// stable one from then on (that failure remembered per next entry, so a later canary is tried again).
import type { RemoteEntry } from './remote-config';

const LEARNER_KEY = 'fff-remote-key';
const FALLBACKS_KEY = 'fff-remote-fallbacks';

/** 0–99 from `learnerKey` and the remote's name (FNV-1a): each remote's canary picks its own learners. */
export function learnerBucket(learnerKey: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${learnerKey}:${remote}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The entry this learner loads: the canary for `share` % of learners, unless it failed for them. */
export function chooseEntry(
  remote: RemoteEntry,
  learnerKey: string,
  fallbacks: Readonly<Record<string, string>>,
): string {
  const { next } = remote;
  if (!next || fallbacks[remote.name] === next.entry) return remote.entry;
  return learnerBucket(learnerKey, remote.name) < next.share ? next.entry : remote.entry;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: every page draws anew, still a fair share
  }
}

/** This browser's key, made once; without storage a fresh one per page. */
export function learnerKey(store = storage(), random: () => string = () => crypto.randomUUID()): string {
  const known = store?.getItem(LEARNER_KEY);
  if (known) return known;
  const made = random();
  try {
    store?.setItem(LEARNER_KEY, made);
  } catch {
    // full or refused storage: this page keeps the key it made
  }
  return made;
}

/** The next entries that failed in this browser, by remote name. */
export function readFallbacks(store = storage()): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(FALLBACKS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps this browser on the stable version of `remote` while `nextEntry` is its canary. */
export function rememberFallback(remote: string, nextEntry: string, store = storage()): void {
  try {
    store?.setItem(FALLBACKS_KEY, JSON.stringify({ ...readFallbacks(store), [remote]: nextEntry }));
  } catch {
    // refused storage: the fallback holds for this page only
  }
}

/** The release version in an entry URL (`/mf/social/<version>/mf-manifest.json`), else 'unversioned'. */
export function versionOf(entry: string): string {
  return /\/mf\/[a-z]+\/(\d+\.\d+\.\d+-[0-9a-f]{10})\//.exec(entry)?.[1] ?? 'unversioned';
}
