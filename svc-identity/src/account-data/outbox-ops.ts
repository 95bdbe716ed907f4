import { ACCOUNT_DATA_PATHS } from '@fff/contracts';
import type { IdentityContext } from '../deps';
import { findOperation, makeDueNow } from '../outbox/repository';
import type { OutboxOperation } from '../outbox/repository';

type OutboxTarget = OutboxOperation['target'];

/** The outbox operation asking `target` to do its part of an account-data operation. */
export function partOf(
  target: OutboxTarget,
  kind: 'reset' | 'erase',
  operationId: string,
  body: Record<string, unknown>,
): Omit<OutboxOperation, 'attempts'> {
  return {
    operationId: `${operationId}:${target}`,
    target,
    method: 'POST',
    path: ACCOUNT_DATA_PATHS[kind],
    body: { ...body, operationId },
  };
}

/**
 * Deliver now what can be delivered, waiting at most `waitMs`: a service that is down leaves its
 * part pending and the outbox keeps retrying it in the background. True when every part is done.
 */
export async function deliverSoon(
  ctx: IdentityContext,
  outboxIds: string[],
  waitMs: number,
): Promise<boolean> {
  // A part left pending by an earlier attempt waits out its backoff; this request is a learner
  // asking again, so it is tried now.
  await makeDueNow(outboxIds);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([ctx.outbox.drain(), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  const states = await Promise.all(outboxIds.map((id) => findOperation(id)));
  return states.every((s) => s?.status === 'done');
}
