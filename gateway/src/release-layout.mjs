// Where released remote builds live and how their versions are spelled: shared by the gateway
// (route-table.ts serves them) and the release command (scripts/release.mjs writes them).
import path from 'node:path';

/**
 * A release version: `<package version>-<10 hex of the build's content hash>`. Its folder's files
 * therefore never change, so the gateway caches every one of them for good.
 */
export const RELEASE_VERSION_PATTERN = '[0-9]+\\.[0-9]+\\.[0-9]+-[0-9a-f]{10}';

/** The switched-in remote list inside the releases folder, served as `/remotes.json`. */
export const RELEASED_REMOTES_FILE = 'remotes.json';

/** The releases folder of a checkout: FFF_RELEASES_DIR, else `<repo>/.data/releases`. */
export function localReleasesDir(repoRoot, env = process.env) {
  return path.resolve(repoRoot, env.FFF_RELEASES_DIR || path.join('.data', 'releases'));
}
