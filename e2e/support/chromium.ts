import { execSync } from 'node:child_process';

/** Debian's chromium from PATH (Playwright's own browser download is not available here). */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execSync(`command -v ${name}`, { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error('Chromium not found on PATH: apt-get install -y chromium');
}

/**
 * Headless Debian Chromium without its own background traffic: the e2e suite's flags, which the
 * bench's cold loads and Lighthouse runs use too.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
