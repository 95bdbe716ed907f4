import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';

/** One /internal call a fake receiver got. */
export interface ReceivedCall {
  path: string;
  body: Record<string, unknown>;
  /** Who called (x-internal-caller) with which token. */
  caller: string | undefined;
  token: string | undefined;
}

/**
 * A stand-in for svc-learning or svc-social at the network boundary for the outbox: it answers
 * every POST under /internal, records it, and can be taken down (503) and brought back, the way a
 * real service restarts. `answers` gives bodies for paths that must answer something (export).
 * The real receivers are tested in their own services.
 */
export async function startFakeReceiver(
  answers: Record<string, (body: Record<string, unknown>) => unknown> = {},
) {
  const calls: ReceivedCall[] = [];
  let down = false;
  const app = express();
  app.use(express.json({ limit: '5mb' }));
  app.post(/^\/internal\/.*/, (req, res) => {
    if (down) {
      res.status(503).json({ error: 'unavailable', message: 'down for the test' });
      return;
    }
    calls.push({
      path: req.path,
      body: req.body,
      caller: req.get('x-internal-caller'),
      token: req.get('x-internal-token'),
    });
    res.json(answers[req.path]?.(req.body) ?? { applied: true });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** Calls to one path. */
    to: (path: string) => calls.filter((c) => c.path === path),
    setDown: (value: boolean) => void (down = value),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
