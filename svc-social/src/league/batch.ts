import { DependencyError, type InternalClient, type Logger } from '@fff/service-kit';
import { z } from 'zod';

const batchBody = z.object({ items: z.array(z.unknown()) });

/**
 * POST a batch of user ids (with `extra` body fields) to another service and keep the items `item` accepts, keyed by `keyOf`.
 * A bad item is skipped and a bad or failed answer gives an empty map (logged), so league screens
 * degrade to stored values instead of failing.
 */
export async function tolerantBatch<T>(
  client: InternalClient,
  path: string,
  userIds: string[],
  item: z.core.$ZodType<T>,
  keyOf: (value: T) => string,
  logger: Logger,
  extra: Record<string, unknown> = {},
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  if (userIds.length === 0) return found;
  try {
    const body = batchBody.safeParse(await client.post(path, { ...extra, userIds }));
    if (!body.success) {
      logger.warn({ path, issues: body.error.issues }, 'unexpected batch answer');
      return found;
    }
    for (const raw of body.data.items) {
      const parsed = z.safeParse(item, raw);
      if (parsed.success) found.set(keyOf(parsed.data), parsed.data);
    }
  } catch (err) {
    if (!(err instanceof DependencyError)) throw err;
    logger.warn(
      { err: err.message, status: err.status, service: err.service, path },
      'batch unavailable, using stored values',
    );
  }
  return found;
}
