// `npm test`: every check CI runs, in order, stopping at the first failure.
// typecheck → lint (ESLint, prettier --check, import cycles, repeated code) → script tests → unit/integration tests of every workspace → production builds →
// gateway/compose validation → load and fault run → Playwright end-to-end tests in Chromium.
import { spawn } from 'node:child_process';

const MIN = 60_000;
// The last column is each step's time limit: a step that hangs fails with a message instead of
// holding CI until its own 90-minute limit (the limits add up to less than that). Each is several
// times what the step takes on a 2-core machine.
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck'], 5 * MIN],
  ['lint', 'npm', ['run', 'lint'], 5 * MIN],
  // Formatting as .prettierrc.json says; `npm run format` fixes it.
  ['lint: formatting', 'npm', ['run', 'format:check'], 3 * MIN],
  ['lint: import cycles', 'npm', ['run', 'lint:cycles'], 3 * MIN],
  // jscpd: no block of 6 lines or more repeated (tests and generated files left out, see .jscpd.json).
  ['lint: repeated code', 'npm', ['run', 'lint:duplicates'], 3 * MIN],
  [
    'script tests',
    'node',
    ['--test', '--test-timeout=60000', 'scripts/lib/__tests__/', 'scripts/release/__tests__/'],
    3 * MIN,
  ],
  // Each service's openapi.json against its last release (releases/openapi/): no break without a major version.
  ['release gate: OpenAPI compatibility', 'node', ['scripts/release.mjs', 'check'], 1 * MIN],
  ['unit and integration tests', 'npm', ['run', 'test:unit'], 20 * MIN],
  ['production builds', 'npm', ['run', 'build'], 10 * MIN],
  ['docker-compose validation', 'bash', ['gateway/scripts/validate-compose.sh'], 3 * MIN],
  // 200 learners through the gateway, then kill -9 of svc-learning mid-load (CI profile, ~1 min).
  ['load and fault tests', process.execPath, ['--import', 'tsx', 'e2e/abuse/run.ts'], 6 * MIN],
  ['end-to-end tests', 'npm', ['run', 'test:e2e'], 25 * MIN],
];

/**
 * Runs one step in its own process group, so that on its time limit (or our own SIGINT/SIGTERM)
 * everything it started (services, browsers, nginx) is stopped with it. Resolves with the exit code.
 */
function run(cmd, args, limitMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, CI: process.env.CI ?? '1' },
    });
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const onSignal = (signal) => {
      killGroup(signal);
      process.exit(130);
    };
    process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
    const limit = setTimeout(() => {
      console.error(`\n✖ still running after its limit of ${limitMs / MIN} min: stopping it`);
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 15_000).unref();
    }, limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      // The group may still hold children of the step (a service it forgot): stop them too.
      killGroup('SIGKILL');
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args, limitMs] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const status = await run(cmd, args, limitMs);
  const secs = ((Date.now() - t0) / 1000).toFixed(0);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status}) after ${secs}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
