import { createInternalClient, ownCredential } from '@fff/service-kit';
import type { IdentityConfig } from '../config';
import type { OutboxOperation } from './repository';

/**
 * Sends outbox operations to the /internal API of their target (svc-learning or svc-social) as
 * svc-identity, with its own credential, through the kit's client (no retries here: the outbox
 * retries with backoff); the operation id is the idempotency key.
 */
export function createHttpSender(config: IdentityConfig): (op: OutboxOperation) => Promise<void> {
  const clientFor = (baseUrl: string, service: string) =>
    createInternalClient({
      baseUrl,
      credential: ownCredential(config, 'identity'),
      service,
      retries: 0,
      timeoutMs: config.OUTBOX_DELIVERY_TIMEOUT_MS,
    });
  const clients = {
    learning: clientFor(config.LEARNING_URL, 'svc-learning'),
    social: clientFor(config.SOCIAL_URL, 'svc-social'),
  };
  return async (op) => {
    const client = clients[op.target];
    const options = { idempotencyKey: op.operationId };
    if (op.method === 'POST') await client.post(op.path, op.body, options);
    else await client.delete(op.path, options);
  };
}
