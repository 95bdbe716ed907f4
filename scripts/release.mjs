// `npm run release -- <command> <app> …`: versioned releases of the remotes and the services' APIs
// (README.md "Releases"). Commands:
//   build <app>              a remote: build it into <releases>/mf/<name>/<version>/, print the version
//                            (refused while it could not read a service's last release: version skew;
//                            --services-deployed when the services already run this commit);
//                            a service: check its openapi.json against its last release and store it
//                            as releases/openapi/<service>.json (commit that file)
//   check                    every service's openapi.json against its last release, both ways (CI: npm test)
//   store <app> <folder>     move a build made elsewhere (npm run build -w <app> -- --output-path …) in
//   switch <app> <version>   make that version live (/remotes.json, one atomic write)
//   canary <app> <version> <share>   send share % of learners (stable per learner) to that version;
//                            `canary <app> off` ends it, `switch` promotes it
//   rollback <app>           make the version live before the last switch live again
//   list <app>               the stored versions, oldest first, and the live one
//   prune <app> [--keep N]   delete stored versions beyond the newest N (default 5), never the live one
// <releases> is FFF_RELEASES_DIR, else .data/releases (what `npm start`'s gateway serves).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { localReleasesDir } from '../gateway/src/release-layout.mjs';
import {
  DEFAULT_KEEP,
  listReleases,
  pruneReleases,
  remoteApp,
  rollbackRemote,
  setCanary,
  storeRelease,
  switchRemote,
  withReleaseLock,
} from './release/remotes.mjs';
import {
  checkService,
  describeCheck,
  releaseService,
  SERVICE_APPS,
  skewedServices,
} from './release/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const releasesDir = localReleasesDir(root);

/** The shell build's remote list (what /remotes.json serves before any switch). */
function baseList() {
  for (const file of ['shell/dist/remotes.json', 'shell/public/remotes.json']) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) return JSON.parse(fs.readFileSync(full, 'utf8'));
  }
  return {};
}

/**
 * Builds `appName` into a staging folder beside the releases (same disk: the move is a rename).
 * Refused while a service's release would give this build answers it cannot read (version skew),
 * unless `servicesDeployed`: the services run this commit's code (`npm start`, the e2e run).
 */
function build(appName, servicesDeployed) {
  remoteApp(appName);
  const skew = servicesDeployed ? [] : skewedServices(root);
  if (skew.length)
    throw new Error(
      `${appName} is not built: ${skew.join('\n')}\n(--services-deployed when the services already run this commit)`,
    );
  const staging = path.join(releasesDir, '.staging', `${appName}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  const result = spawnSync('npm', ['run', 'build', '-w', appName, '--', '--output-path', staging], {
    cwd: root,
    // The build's log goes to stderr: stdout carries only the version, for scripts to read.
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`the build of ${appName} failed`);
  }
  return store(appName, staging);
}

function store(appName, folder) {
  remoteApp(appName);
  const { version } = JSON.parse(fs.readFileSync(path.join(root, appName, 'package.json'), 'utf8'));
  return withReleaseLock(releasesDir, () => storeRelease(releasesDir, appName, folder, version));
}

function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      keep: { type: 'string', default: String(DEFAULT_KEEP) },
      'services-deployed': { type: 'boolean', default: false },
    },
  });
  const [command, appName, version] = positionals;
  const locked = (fn) => withReleaseLock(releasesDir, fn);
  switch (command) {
    case 'build':
      console.log(
        SERVICE_APPS.includes(appName)
          ? releaseService(root, appName)
          : build(appName, values['services-deployed']),
      );
      break;
    case 'check': {
      const verdicts = SERVICE_APPS.map((service) => describeCheck(service, checkService(root, service)));
      for (const { ok, text } of verdicts) (ok ? console.log : console.error)(text);
      if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
      break;
    }
    case 'store':
      if (!version) throw new Error('usage: release.mjs store <app> <folder>');
      console.log(store(appName, path.resolve(version)));
      break;
    case 'switch': {
      const { previous, entry } = locked(() => switchRemote(releasesDir, appName, version ?? '', baseList()));
      console.log(`${appName}: ${previous ?? '(none)'} -> ${entry}`);
      break;
    }
    case 'canary': {
      const off = version === 'off';
      const share = Number(positionals[3]);
      const entry = locked(() =>
        setCanary(releasesDir, appName, off ? undefined : version, share, baseList()),
      );
      console.log(`${appName}: ${JSON.stringify(entry)}`);
      break;
    }
    case 'rollback':
      console.log(`${appName}: back to ${locked(() => rollbackRemote(releasesDir, appName, baseList()))}`);
      break;
    case 'list': {
      const { versions, live, next } = listReleases(releasesDir, appName, baseList());
      console.log(JSON.stringify({ live, next, versions }, null, 2));
      break;
    }
    case 'prune': {
      const removed = locked(() => pruneReleases(releasesDir, appName, Number(values.keep), baseList()));
      console.log(removed.length ? `removed ${removed.join(', ')}` : 'nothing to remove');
      break;
    }
    default:
      throw new Error(
        'usage: release.mjs build|store|switch|canary|rollback|list|prune <app> [version|folder] [--keep N], or check',
      );
  }
}

try {
  main();
} catch (error) {
  console.error(`release: ${error.message}`);
  process.exit(1);
}
