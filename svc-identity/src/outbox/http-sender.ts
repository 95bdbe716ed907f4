import { createInternalClient, DependencyError, INTERNAL_TOKEN_HEADER } from '@fff/service-kit';
import type { IdentityConfig } from '../config';
import type { OutboxOperation } from './repository';

/**
 * Sends outbox operations to the /internal API of their target (svc-learning or svc-social). POSTs
 * go through the kit's client (no retries here: the outbox retries with backoff); DELETE is a plain
 * fetch with the token.
 */
export function createHttpSender(config: IdentityConfig): (op: OutboxOperation) => Promise<void> {
  const clientFor = (baseUrl: string, service: string) =>
    createInternalClient({ baseUrl, token: config.INTERNAL_TOKEN, service, retries: 0, timeoutMs: 5000 });
  const clients = {
    learning: clientFor(config.LEARNING_URL, 'svc-learning'),
    social: clientFor(config.SOCIAL_URL, 'svc-social'),
  };
  return async (op) => {
    if (op.method === 'POST') {
      await clients[op.target].post(op.path, op.body, { idempotencyKey: op.operationId });
      return;
    }
    const baseUrl = op.target === 'social' ? config.SOCIAL_URL : config.LEARNING_URL;
    let res: Response;
    try {
      res = await fetch(new URL(op.path, baseUrl), {
        method: op.method,
        headers: { [INTERNAL_TOKEN_HEADER]: config.INTERNAL_TOKEN, 'idempotency-key': op.operationId },
        signal: AbortSignal.timeout(5000),
      });
    } catch (cause) {
      throw new DependencyError('svc-learning', `${op.method} ${op.path} failed`, undefined, { cause });
    }
    await res.body?.cancel();
    if (!res.ok)
      throw new DependencyError('svc-learning', `${op.method} ${op.path} answered ${res.status}`, res.status);
  };
}
