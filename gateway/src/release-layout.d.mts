export const RELEASE_VERSION_PATTERN: string;
export const RELEASED_REMOTES_FILE: string;
export function localReleasesDir(repoRoot: string, env?: NodeJS.ProcessEnv): string;
