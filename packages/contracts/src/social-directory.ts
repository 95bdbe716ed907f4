import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { operationIdSchema } from './wallet';

/**
 * svc-social's user directory is a read model of svc-identity's accounts, fed by identity's outbox
 * (POST /internal/directory/events on svc-social). Every event carries the whole public snapshot
 * and a version (identity's clock in ms when it published), so events are idempotent and a late,
 * older event never overwrites a newer one.
 */
export const directoryEventKindSchema = z.enum(['created', 'renamed', 'avatar', 'privacy', 'deleted']);

/** What other learners may know about a user, plus the privacy flags that decide how much. */
export const directorySnapshotSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  avatarUrl: z.nullable(z.string().check(z.maxLength(300))),
  profileVisibility: z.enum(['public', 'friends', 'private']),
  showProgressToFriends: z.boolean(),
  allowFriendRequests: z.boolean(),
  showOnlineStatus: z.boolean(),
});

const eventBase = {
  operationId: operationIdSchema,
  userId: userIdSchema,
  version: z.number().check(z.int(), z.gte(0)),
};

export const directoryEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...eventBase, kind: z.literal('deleted') }),
  z.object({
    ...eventBase,
    kind: z.enum(['created', 'renamed', 'avatar', 'privacy']),
    user: directorySnapshotSchema,
  }),
]);

/** applied is false when a newer (or the same) version was already stored. */
export const directoryEventResponseSchema = z.object({ applied: z.boolean() });

export type DirectoryEventKind = z.infer<typeof directoryEventKindSchema>;
export type DirectorySnapshot = z.infer<typeof directorySnapshotSchema>;
export type DirectoryEvent = z.infer<typeof directoryEventSchema>;
