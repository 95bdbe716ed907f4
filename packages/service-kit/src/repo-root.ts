import fs from 'node:fs';
import path from 'node:path';

const ROOT_PACKAGE_NAME = 'from-fork-to-flame';

/** The monorepo root: the nearest folder upwards whose package.json is named from-fork-to-flame (else cwd). */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const file = path.join(dir, 'package.json');
    try {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string };
      if (pkg.name === ROOT_PACKAGE_NAME) return dir;
    } catch {
      // no (readable) package.json here: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
