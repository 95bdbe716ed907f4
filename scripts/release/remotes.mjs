// Releases of the remotes: immutable versioned folders under `<releases>/mf/<name>/<version>/`, the
// live version of each named in `<releases>/remotes.json` (served as /remotes.json), and a history
// of switches so the previous version can be restored. See README.md "Releasing a remote".
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, RELEASED_REMOTES_FILE } from '../../gateway/src/release-layout.mjs';
import { folderHash, readJson, writeJsonAtomic } from './files.mjs';

/** The apps that are released this way: their federation name and their segment under /mf/. */
export const REMOTE_APPS = {
  'mf-learn': { remote: 'mf_learn', segment: 'learn' },
  'mf-social': { remote: 'mf_social', segment: 'social' },
  'mf-account': { remote: 'mf_account', segment: 'account' },
};

/** How many built versions `prune` keeps by default (beside the live and the canary one). */
export const DEFAULT_KEEP = 5;

const VERSION = new RegExp(`^${RELEASE_VERSION_PATTERN}$`);
const HISTORY_FILE = 'history.json';

/** Renames `from` to `to`; across disks (a build made elsewhere), copies then deletes. */
function moveFolder(from, to) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    fs.cpSync(from, `${to}.partial`, { recursive: true });
    fs.renameSync(`${to}.partial`, to);
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** The release layout of one remote app; throws on a name that is not one. */
export function remoteApp(name) {
  const app = REMOTE_APPS[name];
  if (!app) throw new Error(`"${name}" is not a remote app (one of ${Object.keys(REMOTE_APPS).join(', ')})`);
  return { name, ...app };
}

export const releaseFolder = (releasesDir, app, version) =>
  path.join(releasesDir, 'mf', app.segment, version);
/** The URL the shell registers the remote with (its manifest; chunks load beside it). */
export const releaseEntry = (app, version) => `/mf/${app.segment}/${version}/mf-manifest.json`;
const remotesFile = (releasesDir) => path.join(releasesDir, RELEASED_REMOTES_FILE);

/** One app's history: versions built (oldest first) and the stack of entries switched live. */
function readHistory(releasesDir, app) {
  const all = readJson(path.join(releasesDir, HISTORY_FILE), {});
  return { all, mine: { built: [], live: [], ...all[app.name] } };
}

function writeHistory(releasesDir, app, all, mine) {
  writeJsonAtomic(path.join(releasesDir, HISTORY_FILE), { ...all, [app.name]: mine });
}

/**
 * Runs `fn` while holding the releases folder's lock, so two release commands never interleave their
 * read-modify-write of remotes.json and history.json.
 */
export function withReleaseLock(releasesDir, fn) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.lock');
  try {
    fs.mkdirSync(lock);
  } catch {
    throw new Error(`another release command is running (remove ${lock} if none is)`);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Moves a finished remote build into its versioned folder and returns the version,
 * `<package version>-<10 hex of the build's content hash>`. A build equal to a stored one gets its
 * version, and the stored folder is left untouched: a release folder never changes once written.
 */
export function storeRelease(releasesDir, appName, buildDir, packageVersion, now = new Date()) {
  const app = remoteApp(appName);
  if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json')))
    throw new Error(`${buildDir} holds no mf-manifest.json: not a remote build`);
  const version = `${packageVersion}-${folderHash(buildDir).slice(0, 10)}`;
  if (!VERSION.test(version)) throw new Error(`package version "${packageVersion}" is not x.y.z`);
  const target = releaseFolder(releasesDir, app, version);
  if (fs.existsSync(target)) {
    fs.rmSync(buildDir, { recursive: true, force: true });
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    moveFolder(buildDir, target);
  }
  const { all, mine } = readHistory(releasesDir, app);
  if (!mine.built.some((b) => b.version === version)) mine.built.push({ version, at: now.toISOString() });
  writeHistory(releasesDir, app, all, mine);
  return version;
}

/** Throws unless `version` is a release version stored here for `app`. */
function assertStored(releasesDir, app, version) {
  if (!VERSION.test(version ?? '')) throw new Error(`"${version}" is not a release version (x.y.z-<10 hex>)`);
  if (!fs.existsSync(path.join(releaseFolder(releasesDir, app, version), 'mf-manifest.json')))
    throw new Error(`${app.name} ${version} was not built here (node scripts/release.mjs list ${app.name})`);
}

/** The remote list now served: the switched-in one, else the shell build's (`baseList`). */
export function currentRemotes(releasesDir, baseList) {
  return readJson(remotesFile(releasesDir), baseList);
}

/** Writes the list in one step (temp file + rename): a page reads the old list or the new one. */
function publish(releasesDir, list) {
  writeJsonAtomic(remotesFile(releasesDir), list);
}

/**
 * Makes `version` the live one of `appName`: its entry in remotes.json is replaced at once. Pages
 * already open keep the version they registered (its folder stays served) and get this one on reload.
 */
export function switchRemote(releasesDir, appName, version, baseList) {
  const app = remoteApp(appName);
  assertStored(releasesDir, app, version);
  const list = currentRemotes(releasesDir, baseList);
  const entry = releaseEntry(app, version);
  const previous = list[app.remote]?.entry;
  const { all, mine } = readHistory(releasesDir, app);
  if (mine.live.length === 0 && previous) mine.live.push(previous);
  if (mine.live.at(-1) !== entry) mine.live.push(entry);
  writeHistory(releasesDir, app, all, mine);
  publish(releasesDir, { ...list, [app.remote]: { entry } });
  return { previous, entry };
}

/**
 * Sends `share` % of learners (0-100, the same learners each time) to `version` of `appName` beside the
 * live one: the entry's `next` in remotes.json. The shell moves a learner for whom it fails back to the
 * live version and reports it (svc-social's /metrics, remote_failures_total). `switch` promotes it;
 * `version` undefined ends the canary.
 */
export function setCanary(releasesDir, appName, version, share, baseList) {
  const app = remoteApp(appName);
  const list = currentRemotes(releasesDir, baseList);
  const live = list[app.remote];
  if (!live?.entry) throw new Error(`${appName} has no live entry in remotes.json to run a canary beside`);
  if (version === undefined) {
    const { next: _ended, ...stable } = live;
    publish(releasesDir, { ...list, [app.remote]: stable });
    return stable;
  }
  if (!Number.isInteger(share) || share < 0 || share > 100)
    throw new Error('the share is a whole percentage from 0 to 100');
  assertStored(releasesDir, app, version);
  const entry = { entry: live.entry, next: { entry: releaseEntry(app, version), share } };
  publish(releasesDir, { ...list, [app.remote]: entry });
  return entry;
}

/** Restores the entry that was live before the last switch of `appName`; returns it. */
export function rollbackRemote(releasesDir, appName, baseList) {
  const app = remoteApp(appName);
  const { all, mine } = readHistory(releasesDir, app);
  if (mine.live.length < 2) throw new Error(`${appName} has no earlier version to roll back to`);
  mine.live.pop();
  const entry = mine.live.at(-1);
  writeHistory(releasesDir, app, all, mine);
  publish(releasesDir, { ...currentRemotes(releasesDir, baseList), [app.remote]: { entry } });
  return entry;
}

/** The versions stored for `appName` (oldest first) and the one live now. */
export function listReleases(releasesDir, appName, baseList) {
  const app = remoteApp(appName);
  const dir = path.join(releasesDir, 'mf', app.segment);
  const stored = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => VERSION.test(name)) : [];
  const { mine } = readHistory(releasesDir, app);
  const builtOrder = mine.built.map((b) => b.version);
  // Folders the history does not know (copied in by hand) count as the oldest.
  const versions = [
    ...stored.filter((v) => !builtOrder.includes(v)).sort(),
    ...builtOrder.filter((v) => stored.includes(v)),
  ];
  const live = currentRemotes(releasesDir, baseList)[app.remote];
  return { versions, live: live?.entry, next: live?.next?.entry };
}

/**
 * Deletes stored versions of `appName` beyond the newest `keep`, never the live one nor the canary:
 * pages opened before a switch still load chunks of the version they started with, so keep enough.
 */
export function pruneReleases(releasesDir, appName, keep, baseList) {
  const app = remoteApp(appName);
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number of at least 1');
  const { versions, live, next } = listReleases(releasesDir, appName, baseList);
  const newest = new Set(versions.slice(-keep));
  const removed = versions.filter(
    (v) => !newest.has(v) && releaseEntry(app, v) !== live && releaseEntry(app, v) !== next,
  );
  for (const v of removed) fs.rmSync(releaseFolder(releasesDir, app, v), { recursive: true, force: true });
  return removed;
}
