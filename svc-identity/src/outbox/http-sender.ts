import { createInternalClient, DependencyError, INTERNAL_TOKEN_HEADER } from '@fff/service-kit';
import type { IdentityConfig } from '../config';
import type { OutboxOperation } from './repository';

/**
 * Sends outbox operations to svc-learning's /internal API. POSTs go through the kit's client
 * (no retries here: the outbox retries with backoff); DELETE is a plain fetch with the token.
 */
export function createHttpSender(config: IdentityConfig): (op: OutboxOperation) => Promise<void> {
  const baseUrl = config.LEARNING_URL;
  const client = createInternalClient({ baseUrl, token: config.INTERNAL_TOKEN, service: 'svc-learning', retries: 0, timeoutMs: 5000 });
  return async (op) => {
    if (op.method === 'POST') {
      await client.post(op.path, op.body, { idempotencyKey: op.operationId });
      return;
    }
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
    if (!res.ok) throw new DependencyError('svc-learning', `${op.method} ${op.path} answered ${res.status}`, res.status);
  };
}
