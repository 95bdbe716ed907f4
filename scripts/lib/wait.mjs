// Poll HTTP endpoints until they answer 200.
import http from 'node:http';

function get(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/**
 * Wait until `url` answers 200. Gives up (false) after `timeoutMs`, or as soon as
 * `gaveUp()` says the process behind it is gone.
 */
export async function waitFor200(url, { timeoutMs, gaveUp = () => false, intervalMs = 300 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await get(url)) === 200) return true;
    if (gaveUp()) return false;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}
