import { createInternalClient, DependencyError, INTERNAL_TOKEN_HEADER } from '@fff/service-kit';
import type { IdentityConfig } from '../config';
import type { OutboxOperation, OutboxTarget } from './repository';

/**
 * Sends outbox operations to the target service's /internal API (svc-learning or svc-social).
 * POSTs go through the kit's client (no retries here: the outbox retries with backoff); DELETE is
 * a plain fetch with the token.
 */
export function createHttpSender(config: IdentityConfig): (op: OutboxOperation) => Promise<void> {
  const services: Record<OutboxTarget, { baseUrl: string; service: string }> = {
    learning: { baseUrl: config.LEARNING_URL, service: 'svc-learning' },
    social: { baseUrl: config.SOCIAL_URL, service: 'svc-social' },
  };
  const clients = Object.fromEntries(
    Object.entries(services).map(([target, { baseUrl, service }]) => [
      target,
      createInternalClient({ baseUrl, token: config.INTERNAL_TOKEN, service, retries: 0, timeoutMs: 5000 }),
    ]),
  ) as Record<OutboxTarget, ReturnType<typeof createInternalClient>>;
  return async (op) => {
    const { baseUrl, service } = services[op.target];
    if (op.method === 'POST') {
      await clients[op.target].post(op.path, op.body, { idempotencyKey: op.operationId });
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
      throw new DependencyError(service, `${op.method} ${op.path} failed`, undefined, { cause });
    }
    await res.body?.cancel();
    if (!res.ok)
      throw new DependencyError(service, `${op.method} ${op.path} answered ${res.status}`, res.status);
  };
}
