import { defineConfig } from '@playwright/test';
import { platformEnv, baseURL } from './support/platform';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

/**
 * End-to-end tests over the whole platform through the gateway. The platform is started once by
 * `npm start --no-build` on its own ports with memory-only databases, so tests never touch `.data/`.
 * Files run one after another (one platform, 2-core machines: with two workers, measured 2026-11-27,
 * each test took twice as long, so the run was no shorter). The order that matters is explicit:
 * project "service-down" (it stops services for the rest of the run) depends on project "platform"
 * (every other file), so it starts only after all of those finished. `--no-deps` runs it alone.
 */
const SERVICE_DOWN = /service-down\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'platform', testIgnore: SERVICE_DOWN },
    { name: 'service-down', testMatch: SERVICE_DOWN, dependencies: ['platform'] },
  ],
  webServer: {
    // Builds only what is stale (nothing in CI, where `npm test` built everything just before).
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/remotes.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    // start.mjs stops its (detached) children on SIGTERM; a SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: platformEnv,
  },
});
