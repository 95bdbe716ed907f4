/** nginx on PATH (plus the sbin folders Debian installs to), if any. */
export function findNginx(env?: NodeJS.ProcessEnv): string | undefined;
