// Plain JavaScript so both `npm start` (plain node, scripts/lib/gateway.mjs) and the gateway's
// TypeScript tests can use the one lookup.
import fs from 'node:fs';
import path from 'node:path';

/** nginx on PATH (plus the sbin folders Debian installs to, often missing from a user's PATH). */
export function findNginx(env = process.env) {
  const dirs = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}
