// File helpers of the release command: a folder's content hash and writes no reader sees half done.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as sorted paths relative to it. */
function filesBelow(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = path.join(prefix, entry.name);
      return entry.isDirectory() ? filesBelow(dir, rel) : [rel];
    })
    .sort();
}

/** sha256 (hex) over every file's relative path and bytes: equal folders, equal hashes. */
export function folderHash(dir) {
  const hash = createHash('sha256');
  for (const rel of filesBelow(dir)) hash.update(`${rel}\0`).update(fs.readFileSync(path.join(dir, rel)));
  return hash.digest('hex');
}

/**
 * Writes `value` as JSON to `file` through a temporary file in the same folder and a rename, so a
 * reader (the gateway serving /remotes.json) sees the old file or the new one, never a part.
 */
export function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** The parsed JSON of `file`, or `fallback` when it does not exist. */
export function readJson(file, fallback) {
  if (!fs.existsSync(file)) return fallback;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
