// Build what is missing or older than its sources, two builds at a time.
import fs from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '__tests__', 'coverage', '.data', 'scratch']);

/** Newest modification time (ms) of any source file below `dir`. */
function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) newest = Math.max(newest, newestMtime(path.join(dir, entry.name)));
    } else if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(dir, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Why `app` needs a build ('missing' | 'stale'), or undefined when its dist is current. */
export function buildReason(root, app) {
  const output = path.join(root, app.name, app.output);
  if (!fs.existsSync(output)) return 'missing';
  // Shared packages are bundled into every app, so they count as its sources too.
  const sources = Math.max(newestMtime(path.join(root, app.name)), newestMtime(path.join(root, 'packages')));
  // The newest file the build wrote, not the output's own time: webpack leaves a file whose content did
  // not change untouched (a remote's manifest after a change in a package it does not bundle), so that
  // file would stay older than the sources and every start would build the app again.
  return sources > newestMtime(path.dirname(output)) ? 'stale' : undefined;
}

/** Run `npm run build -w <app>` for each app (at most `parallel` at once); resolves to the failed names. */
export async function buildAll(apps, runBuild, parallel = 2) {
  const queue = [...apps];
  const failed = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const code = await runBuild(app);
      if (code !== 0) failed.push(app.name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, apps.length) }, worker));
  return failed;
}
