import { userSummarySchema } from '@fff/contracts';
import { DependencyError, type InternalClient, type Logger } from '@fff/service-kit';
import { z } from 'zod';

/** What looking up names needs. */
export interface NamesDeps {
  identity: InternalClient;
  logger: Logger;
}

/** How a learner is shown to others. */
export interface PublicName {
  username: string;
  avatarUrl: string | null;
}

const batchBody = z.object({ items: z.array(z.unknown()) });
// A missing avatarUrl just means no picture.
const summary = userSummarySchema.extend({ avatarUrl: z.string().nullable().optional() });

/**
 * Usernames and avatars from svc-identity (POST /internal/users/batch). Unknown users, or all of
 * them when svc-identity cannot answer, are absent from the map.
 */
export async function publicNames(userIds: string[], { identity, logger }: NamesDeps): Promise<Map<string, PublicName>> {
  const found = new Map<string, PublicName>();
  if (userIds.length === 0) return found;
  try {
    const body = batchBody.safeParse(await identity.post('/internal/users/batch', { userIds }));
    if (!body.success) {
      logger.warn({ issues: body.error.issues }, 'svc-identity answered an unexpected users batch shape');
      return found;
    }
    for (const item of body.data.items) {
      const parsed = summary.safeParse(item);
      if (parsed.success) found.set(parsed.data.id, { username: parsed.data.username, avatarUrl: parsed.data.avatarUrl ?? null });
    }
  } catch (err) {
    if (!(err instanceof DependencyError)) throw err;
    logger.warn({ err: err.message, status: err.status }, 'svc-identity unavailable, showing fallback names');
  }
  return found;
}

/** The name shown when nobody can tell us a learner's username: 'Chef' and the id's last 4 characters. */
export function fallbackName(userId: string): string {
  return `Chef ${userId.slice(-4)}`;
}
