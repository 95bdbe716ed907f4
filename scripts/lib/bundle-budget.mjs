// Bundle budget: what a browser downloads (brotli bytes, as the gateway serves the builds' .br files
// to every browser that accepts them) for the shell's entry, each remote's entry, and the cold first
// load of /auth and of every tab screen with its client started, measured from the production
// builds' reports (packages/mf-build's BundleReportPlugin writes .tmp/bundle-reports/<app>.json) and
// the remotes' mf-manifest.json, against scripts/bundle-budgets.json. A target over its budget, or a
// first load over ROUTE_LIMIT_BYTES, fails the build and names the modules that grew since the
// budgets were recorded. bench/ measures the same loads in Chromium (`npm run bench:route-js`).
import fs from 'node:fs';
import path from 'node:path';

// Beside the script, not under packages/: recording budgets must not make every app's build stale.
export const BUDGETS_FILE = path.join('scripts', 'bundle-budgets.json');
/** Headroom over the measured size when budgets are recorded. */
export const HEADROOM = 1.05;
/** The most JavaScript a screen's first load may put on the wire (the issue's target), whatever was recorded. */
export const ROUTE_LIMIT_BYTES = 200 * 1024;
/** Module growth below this many source bytes is not worth naming. */
const MIN_GROWTH_BYTES = 512;

/** The shell's lazy chunk a signed-in screen loads: the authenticated layout (bars, navigation, chat button). */
const SIGNED_IN_SHELL_LAZY = ['./AppLayout'];

/**
 * Each first load checked: the shell's lazy chunks it loads, and the remote and exposed module of
 * the screen. The chat button is the shell's; mf-social's drawer loads only when the learner goes
 * for it.
 */
export const FIRST_LOADS = {
  '/auth': { shellLazy: ['./components/AuthScreen'] },
  Learn: { shellLazy: SIGNED_IN_SHELL_LAZY, remote: 'mf-learn', expose: 'LearnHome' },
  League: { shellLazy: SIGNED_IN_SHELL_LAZY, remote: 'mf-social', expose: 'LeagueScreen' },
  Friends: { shellLazy: SIGNED_IN_SHELL_LAZY, remote: 'mf-social', expose: 'FriendsScreen' },
  Profile: { shellLazy: SIGNED_IN_SHELL_LAZY, remote: 'mf-account', expose: 'ProfileScreen' },
  More: { shellLazy: SIGNED_IN_SHELL_LAZY, remote: 'mf-account', expose: 'MoreScreen' },
};
const firstLoadName = (route) => `${route} first load`;
const REMOTES = ['mf-learn', 'mf-social', 'mf-account'];

/** Reads the shell's and the remotes' build reports (and the remotes' manifests). */
export function loadBuilds(root) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const builds = {};
  for (const app of ['shell', ...REMOTES]) {
    const reportFile = path.join('.tmp', 'bundle-reports', `${app}.json`);
    if (!fs.existsSync(path.join(root, reportFile)))
      throw new Error(`${reportFile} is missing: run the production build (npm run build -w ${app})`);
    builds[app] = {
      report: read(reportFile),
      manifest: app === 'shell' ? null : read(path.join(app, 'dist', 'mf-manifest.json')),
    };
  }
  return builds;
}

/**
 * The shell's chunks of a first load: its entry, plus the async chunks loaded at start (everything
 * the bootstrap imports, and the shared libraries it provides), plus those `lazyRequests` name (e.g.
 * the auth screen). Lazy chunks of other screens are left out, and so are the chunks only a shared
 * library's consumer fallback loads: the shell provides every shared library it consumes, so on its
 * page the share scope answers and the fallback copy is never fetched.
 */
function shellFiles(report, lazyRequests = []) {
  const files = new Set(report.initial);
  // An origin without a request is a shared library's provider or consumer.
  const isFallback = (o) => o.module.startsWith('consume shared module');
  const loaded = (o) =>
    (o.request === '' && !isFallback(o)) ||
    o.request === './bootstrap' ||
    o.module === './src/bootstrap.tsx' ||
    lazyRequests.includes(o.request);
  for (const chunk of report.chunks)
    if (chunk.origins.some(loaded)) for (const f of chunk.files) files.add(f);
  return files;
}

/**
 * A remote's entry plus the chunks the shown exposed modules load at once (their "async" assets are
 * later imports and the fallbacks of shared libraries, which the shell provides).
 */
function remoteFiles(manifest, exposes) {
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const e of manifest.exposes.filter((x) => exposes.includes(x.name)))
    for (const f of e.assets.js.sync) files.add(f);
  return files;
}

function total(build, files) {
  let bytes = 0;
  const modules = {};
  for (const file of files) {
    const entry = build.report.files[file];
    if (!entry) throw new Error(`${build.report.app}: ${file} is not in the build report`);
    if (entry.brotliBytes === undefined)
      throw new Error(`${build.report.app}: the build report predates brotli sizes: build it again`);
    bytes += entry.brotliBytes;
    for (const [name, bytes] of Object.entries(entry.modules)) modules[`${build.report.app}:${name}`] = bytes;
  }
  return { bytes, modules };
}

function sum(parts) {
  return parts.reduce(
    (acc, p) => ({ bytes: acc.bytes + p.bytes, modules: { ...acc.modules, ...p.modules } }),
    { bytes: 0, modules: {} },
  );
}

/** Each budget target's brotli bytes and the modules (source bytes) it carries. */
export function measureTargets(builds) {
  const shell = builds.shell;
  const targets = {};
  targets['shell entry'] = total(shell, new Set(shell.report.initial));
  for (const app of REMOTES) {
    targets[`${app} entry`] = total(builds[app], new Set([builds[app].manifest.metaData.remoteEntry.name]));
  }
  for (const [route, { shellLazy, remote, expose }] of Object.entries(FIRST_LOADS)) {
    const parts = [total(shell, shellFiles(shell.report, shellLazy))];
    if (remote) parts.push(total(builds[remote], remoteFiles(builds[remote].manifest, [expose])));
    targets[firstLoadName(route)] = { ...sum(parts), firstLoad: true };
  }
  return targets;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The modules that grew (or are new) against the recorded baseline, largest growth first. */
export function grownModules(modules, baseline = {}) {
  return Object.entries(modules)
    .map(([name, bytes]) => ({
      name,
      bytes,
      growth: bytes - (baseline[name] ?? 0),
      isNew: !(name in baseline),
    }))
    .filter((m) => m.growth >= MIN_GROWTH_BYTES)
    .sort((a, b) => b.growth - a.growth);
}

/** A target's limit: its recorded budget, and for a first load never above ROUTE_LIMIT_BYTES. */
const limitOf = (measured, budget) =>
  measured.firstLoad ? Math.min(budget.maxBytes, ROUTE_LIMIT_BYTES) : budget.maxBytes;

/** Compares measured targets with the budgets; `ok` false when any target is over. */
export function checkBudgets(targets, budgets) {
  const lines = [];
  let ok = true;
  for (const [name, measured] of Object.entries(targets)) {
    const budget = budgets.targets[name];
    if (!budget) {
      ok = false;
      lines.push(
        `✖ ${name}: ${kb(measured.bytes)} and no budget (record one: node scripts/bundle-budget.mjs --record)`,
      );
      continue;
    }
    const limit = limitOf(measured, budget);
    const over = measured.bytes > limit;
    lines.push(`${over ? '✖' : '✔'} ${name}: ${kb(measured.bytes)} brotli of ${kb(limit)}`);
    if (!over) continue;
    ok = false;
    const grown = grownModules(measured.modules, budget.modules);
    if (grown.length === 0)
      lines.push('    (no single module grew by more than 0.5 KB: many small ones did)');
    for (const m of grown.slice(0, 10)) {
      lines.push(
        `    ${m.isNew ? 'new' : 'grew'} ${m.name}: ${m.isNew ? '' : `+${kb(m.growth)}, `}${kb(m.bytes)} source`,
      );
    }
  }
  return { ok, lines };
}

/**
 * Budgets for the measured targets: the size plus headroom (a first load's never above
 * ROUTE_LIMIT_BYTES), and the modules as the baseline.
 */
export function recordBudgets(targets) {
  const out = {
    note: 'brotli bytes on the wire; written by node scripts/bundle-budget.mjs --record',
    targets: {},
  };
  for (const [name, measured] of Object.entries(targets)) {
    const modules = Object.fromEntries(Object.entries(measured.modules).sort(([a], [b]) => (a < b ? -1 : 1)));
    const withHeadroom = Math.ceil(measured.bytes * HEADROOM);
    out.targets[name] = {
      maxBytes: measured.firstLoad ? Math.min(withHeadroom, ROUTE_LIMIT_BYTES) : withHeadroom,
      measuredBytes: measured.bytes,
      modules,
    };
  }
  return out;
}
