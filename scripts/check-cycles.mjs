// `npm run lint:cycles`: fails (exit 1) when source files import each other in a cycle, naming each cycle.
// Runs dpdm over every app's and package's src (tests left out; `import type` ignored, since types vanish
// at run time). `node scripts/check-cycles.mjs <glob>…` checks other files (the check's own test does).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SOURCE_GLOBS = [
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.{ts,tsx}',
  'svc-*/src/**/*.ts',
  'gateway/src/**/*.ts',
];

const dpdm = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dpdm/package.json')),
  'lib/bin/dpdm.js',
);

/** Runs dpdm on `globs` from `cwd`; returns its exit status and output. */
export function findCycles(globs = SOURCE_GLOBS, cwd = process.cwd()) {
  const args = [dpdm, '--no-warning', '--no-tree', '--no-progress', '-T', '--exit-code', 'circular:1'];
  args.push('--exclude', 'node_modules|__tests__|\\.test\\.|\\.spec\\.', ...globs);
  const { status, stdout, stderr } = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status, output: `${stdout}${stderr}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const globs = process.argv.slice(2);
  const { status, output } = findCycles(globs.length ? globs : SOURCE_GLOBS);
  process.stdout.write(output);
  if (status !== 0) console.error('Import cycles found: break each one (see docs/CONVENTIONS.md).');
  process.exit(status ?? 1);
}
