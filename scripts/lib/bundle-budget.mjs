// Bundle budget: what a browser downloads (gzip bytes, as the gateway serves the builds' .gz files)
// for the shell's entry, each remote's entry, the first load of Learn (signed in) and of /auth,
// measured from the production builds' reports (packages/mf-build's BundleReportPlugin writes
// .tmp/bundle-reports/<app>.json) and the remotes' mf-manifest.json, against
// scripts/bundle-budgets.json. A target over budget fails the build and names the
// modules that grew since the budgets were recorded.
import fs from 'node:fs';
import path from 'node:path';

// Beside the script, not under packages/: recording budgets must not make every app's build stale.
export const BUDGETS_FILE = path.join('scripts', 'bundle-budgets.json');
/** Headroom over the measured size when budgets are recorded. */
export const HEADROOM = 1.05;
/** Module growth below this many source bytes is not worth naming. */
const MIN_GROWTH_BYTES = 512;

/**
 * What Learn shows besides the shell: the Learn home. The chat button is the shell's; mf-social's
 * drawer loads only when the learner goes for it.
 */
export const LEARN_SHOWS = { 'mf-learn': ['LearnHome'] };
/** The shell's lazy chunks a signed-in screen loads: the authenticated layout (bars, navigation, chat button). */
export const LEARN_SHELL_LAZY = ['./AppLayout'];
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
 * The shell's chunks of a first load: its entry, plus the async chunks loaded at start (the
 * bootstrap import and the shared libraries it provides), plus those `lazyRequests` name (e.g.
 * the auth screen). Lazy chunks of other screens are left out, and so are the chunks only a shared
 * library's consumer fallback loads: the shell provides every shared library it consumes, so on its
 * page the share scope answers and the fallback copy is never fetched.
 */
function shellFiles(report, lazyRequests = []) {
  const files = new Set(report.initial);
  // An origin without a request is a shared library's provider or consumer.
  const isFallback = (o) => o.module.startsWith('consume shared module');
  const loaded = (o) =>
    (o.request === '' && !isFallback(o)) || o.request === './bootstrap' || lazyRequests.includes(o.request);
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
  let gzipBytes = 0;
  const modules = {};
  for (const file of files) {
    const entry = build.report.files[file];
    if (!entry) throw new Error(`${build.report.app}: ${file} is not in the build report`);
    gzipBytes += entry.gzipBytes;
    for (const [name, bytes] of Object.entries(entry.modules)) modules[`${build.report.app}:${name}`] = bytes;
  }
  return { gzipBytes, modules };
}

function sum(parts) {
  return parts.reduce(
    (acc, p) => ({ gzipBytes: acc.gzipBytes + p.gzipBytes, modules: { ...acc.modules, ...p.modules } }),
    { gzipBytes: 0, modules: {} },
  );
}

/** Each budget target's gzip bytes and the modules (source bytes) it carries. */
export function measureTargets(builds) {
  const shell = builds.shell;
  const targets = {};
  targets['shell entry'] = total(shell, new Set(shell.report.initial));
  for (const app of REMOTES) {
    targets[`${app} entry`] = total(builds[app], new Set([builds[app].manifest.metaData.remoteEntry.name]));
  }
  targets['Learn first load'] = sum([
    total(shell, shellFiles(shell.report, LEARN_SHELL_LAZY)),
    ...Object.entries(LEARN_SHOWS).map(([app, exposes]) =>
      total(builds[app], remoteFiles(builds[app].manifest, exposes)),
    ),
  ]);
  targets['/auth first load'] = total(shell, shellFiles(shell.report, ['./components/AuthScreen']));
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

/** Compares measured targets with the budgets; `ok` false when any target is over. */
export function checkBudgets(targets, budgets) {
  const lines = [];
  let ok = true;
  for (const [name, measured] of Object.entries(targets)) {
    const budget = budgets.targets[name];
    if (!budget) {
      ok = false;
      lines.push(
        `✖ ${name}: ${kb(measured.gzipBytes)} and no budget (record one: node scripts/bundle-budget.mjs --record)`,
      );
      continue;
    }
    const over = measured.gzipBytes > budget.maxGzipBytes;
    lines.push(`${over ? '✖' : '✔'} ${name}: ${kb(measured.gzipBytes)} gzip of ${kb(budget.maxGzipBytes)}`);
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

/** Budgets for the measured targets: the size plus headroom, and the modules as the baseline. */
export function recordBudgets(targets) {
  const out = {
    note: 'gzip bytes on the wire; written by node scripts/bundle-budget.mjs --record',
    targets: {},
  };
  for (const [name, measured] of Object.entries(targets)) {
    const modules = Object.fromEntries(Object.entries(measured.modules).sort(([a], [b]) => (a < b ? -1 : 1)));
    out.targets[name] = {
      maxGzipBytes: Math.ceil(measured.gzipBytes * HEADROOM),
      measuredGzipBytes: measured.gzipBytes,
      modules,
    };
  }
  return out;
}
