import { directoryEventResponseSchema, directoryEventSchema } from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import { applyDirectoryEvent } from './repository';

/** What the directory feed needs: how to erase a deleted learner's social data (the user-data registry). */
export interface DirectoryDeps {
  onDeleted: (userId: string) => Promise<void>;
}

const route = declareRoutes<DirectoryDeps>();

/**
 * POST /internal/directory/events: svc-identity's outbox delivers account changes here.
 * `onDeleted` erases the learner's social data, as the account-data erase does (one registry); it runs on every delivery of a deletion (also a
 * repeated one), so a crash half-way is finished by identity's retry.
 */
export const directoryInternalRoutes = [
  route(
    {
      method: 'post',
      path: '/internal/directory/events',
      summary:
        "svc-identity's account changes (created, renamed, avatar, privacy, deleted), idempotent by version",
      auth: 'internal',
      callers: ['identity'],
      tags: ['directory'],
      body: directoryEventSchema,
      responses: {
        200: { description: 'Whether it changed the directory', schema: directoryEventResponseSchema },
      },
    },
    async ({ body: event }, { deps }) => {
      const applied = await applyDirectoryEvent(event);
      if (event.kind === 'deleted') await deps.onDeleted(event.userId);
      return { applied };
    },
  ),
];
