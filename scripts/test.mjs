// `npm test`: every check CI runs, in order, stopping at the first failure.
// typecheck → lint (ESLint, prettier --check, import cycles, repeated code) → script tests → unit/integration tests of every workspace → production builds →
// gateway/compose validation → load and fault run → Playwright end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  // Formatting as .prettierrc.json says; `npm run format` fixes it.
  ['lint: formatting', 'npm', ['run', 'format:check']],
  ['lint: import cycles', 'npm', ['run', 'lint:cycles']],
  // jscpd: no block of 6 lines or more repeated (tests and generated files left out, see .jscpd.json).
  ['lint: repeated code', 'npm', ['run', 'lint:duplicates']],
  ['script tests', 'node', ['--test', 'scripts/lib/__tests__/']],
  ['unit and integration tests', 'npm', ['run', 'test:unit']],
  ['production builds', 'npm', ['run', 'build']],
  ['docker-compose validation', 'bash', ['gateway/scripts/validate-compose.sh']],
  // 200 learners through the gateway, then kill -9 of svc-learning mid-load (CI profile, ~1 min).
  ['load and fault tests', process.execPath, ['--import', 'tsx', 'e2e/abuse/run.ts']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(0);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status}) after ${secs}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
