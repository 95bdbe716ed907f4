import { z } from 'zod';
import { userIdSchema } from './common';

/**
 * Directory events svc-identity sends to svc-social through its outbox
 * (POST /internal/directory/events), so friend cards, search and rankings never ask identity per
 * row. `at` orders events of one user: a receiver ignores an event older than what it holds.
 * Deletion is not an event here: it is the account-data erase call (account-data-internal.ts).
 */
const base = { operationId: z.string().min(1).max(200), userId: userIdSchema, at: z.iso.datetime() };

export const directoryEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('user.renamed'), username: z.string().min(1).max(100) }),
  z.object({
    ...base,
    type: z.literal('user.privacy'),
    profileVisibility: z.enum(['public', 'friends', 'private']),
    showProgressToFriends: z.boolean(),
    allowFriendRequests: z.boolean(),
    showOnlineStatus: z.boolean(),
    shareActivityUpdates: z.boolean(),
    allowDataCollection: z.boolean(),
  }),
]);

/** Path of the receiver in svc-social. */
export const DIRECTORY_EVENTS_PATH = '/internal/directory/events';

export type DirectoryEvent = z.infer<typeof directoryEventSchema>;
