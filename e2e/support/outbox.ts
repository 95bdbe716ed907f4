import fs from 'node:fs';
import path from 'node:path';
import { outboxDir } from './platform';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
  kind: string;
  sentAt: string;
}

/**
 * The newest message of a kind ('verify' finds 'verify-email', 'reset' finds 'reset-password') sent
 * to an address; svc-identity writes one JSON file per message.
 */
export async function waitForMail(to: string, kind: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = fs
      .readdirSync(outboxDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMessage)
      .find((m) => m.to.toLowerCase() === to.toLowerCase() && m.kind.startsWith(kind));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No "${kind}" email to ${to} within ${timeoutMs} ms (outbox: ${outboxDir})`);
}
