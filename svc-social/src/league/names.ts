import { userSummarySchema } from '@fff/contracts';
import type { InternalClient, Logger } from '@fff/service-kit';
import * as z from 'zod/mini';
import { tolerantBatch } from './batch';

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

// A missing avatarUrl just means no picture.
const summary = z.extend(userSummarySchema, { avatarUrl: z.optional(z.nullable(z.string())) });

/**
 * Usernames and avatars from svc-identity (POST /internal/users/batch). Unknown users, or all of
 * them when svc-identity cannot answer, are absent from the map.
 */
export async function publicNames(
  userIds: string[],
  { identity, logger }: NamesDeps,
): Promise<Map<string, PublicName>> {
  const found = await tolerantBatch(identity, '/internal/users/batch', userIds, summary, (u) => u.id, logger);
  return new Map([...found].map(([id, u]) => [id, { username: u.username, avatarUrl: u.avatarUrl ?? null }]));
}

/** The name shown when nobody can tell us a learner's username: 'Chef' and the id's last 4 characters. */
export function fallbackName(userId: string): string {
  return `Chef ${userId.slice(-4)}`;
}
