import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DependencyError } from '../errors';
import { createLogger } from '../logger';
import { createSessionCheck } from '../session-check';

/** A stand-in for identity's GET /internal/sessions/:sid answering `status` and `body`. */
async function identityAnswering(status: number, body: object) {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const check = createSessionCheck({
    identityUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credential: { caller: 'social', token: 'social-token-0123456789abcdef' },
    cacheMs: 0,
    logger: createLogger('test', 'silent'),
  });
  return { check, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('session check', () => {
  it('when identity says the session lives or ended, then that is the answer', async () => {
    for (const active of [true, false]) {
      const identity = await identityAnswering(200, { active });
      await expect(identity.check.isActive('a'.repeat(24), { fresh: true })).resolves.toBe(active);
      await identity.close();
    }
  });

  it('when identity refuses the session id (a signed token naming no session), then it is not live, not an outage', async () => {
    for (const status of [400, 404]) {
      const identity = await identityAnswering(status, { error: 'validation' });
      await expect(identity.check.isActive('not-a-session', { fresh: true })).resolves.toBe(false);
      await identity.close();
    }
  });

  it('when identity fails, then a write is refused (throws) and a read trusts the signature', async () => {
    const identity = await identityAnswering(500, { error: 'internal' });
    await expect(identity.check.isActive('a'.repeat(24), { fresh: true })).rejects.toBeInstanceOf(
      DependencyError,
    );
    await expect(identity.check.isActive('a'.repeat(24))).resolves.toBe(true);
    await identity.close();
  });
});
