import {
  deleteAccountBodySchema,
  exportDataBodySchema,
  exportFileSchema,
  resetProgressBodySchema,
  resetProgressResponseSchema,
  successResponseSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { checkCurrentPassword } from '../users/reauthenticate';
import { deleteAccount } from './delete-account';
import { exportClients, exportData } from './export-data';
import { resetProgress } from './reset-progress';

/** What the data routes need: the context and the clients of the other services' export routes. */
export interface AccountDataDeps {
  ctx: IdentityContext;
  clients: ReturnType<typeof exportClients>;
}

const route = declareRoutes<AccountDataDeps>();
const user = { auth: 'bearer', tags: ['user'] } as const;

/** A learner's data across the services, under /api/user (app.ts puts requireSession in front of /api/user). */
export const accountDataRoutes = [
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/export-data',
      summary:
        "Download the learner's data from all three services as one JSON file (the current password; all types when none chosen)",
      body: exportDataBodySchema,
      responses: {
        200: { description: 'The export file (content-disposition: attachment)', schema: exportFileSchema },
      },
      errors: [403, 429, 503],
    },
    async ({ body }, { res, deps }) => {
      const { userId } = authOf(res);
      await checkCurrentPassword(deps.ctx, userId, body.currentPassword);
      const file = await exportData(deps.ctx, deps.clients, userId, body.types);
      const day = file.exportedAt.slice(0, 10);
      res
        .set('cache-control', 'no-store')
        .set('content-disposition', `attachment; filename="fork-to-flame-data-${day}.json"`);
      return file;
    },
  ),
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/reset-progress',
      summary:
        'Reset categories in the services that own them, once per operationId (202 while one is still pending)',
      body: resetProgressBodySchema,
      responses: {
        200: { description: 'Reset everywhere', schema: resetProgressResponseSchema },
        202: { description: 'Started; the outbox finishes the rest', schema: resetProgressResponseSchema },
      },
      errors: [409],
    },
    async ({ body }, { res, deps }) => {
      const result = await resetProgress(deps.ctx, authOf(res).userId, body);
      res.status(result.completed ? 200 : 202);
      return result;
    },
  ),
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/delete-account',
      summary:
        'Delete the account (the current password): sessions end, every service erases the user through the outbox',
      body: deleteAccountBodySchema,
      responses: { 200: { description: 'Deleted', schema: successResponseSchema } },
      errors: [403, 429],
    },
    ({ body }, { res, deps }) => deleteAccount(deps.ctx, authOf(res).userId, body),
  ),
];
