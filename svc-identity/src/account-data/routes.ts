import { deleteAccountBodySchema, exportDataBodySchema, resetProgressBodySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { IdentityContext } from '../context';
import { requireSession } from '../sessions/require-session';
import { deleteAccount } from './delete-account';
import { exportClients, exportData } from './export-data';
import { resetProgress } from './reset-progress';

/** A learner's data across the services, mounted at /api/user next to the account routes. */
export function accountDataRoutes(ctx: IdentityContext): Router {
  const router = Router();
  const clients = exportClients(ctx);
  const session = requireSession(ctx.keys.publicKey);

  router.post('/export-data', ...session, validate({ body: exportDataBodySchema }), async (_req, res) => {
    const file = await exportData(
      ctx,
      clients,
      authOf(res).userId,
      parsed(res, 'body', exportDataBodySchema).types,
    );
    const day = file.exportedAt.slice(0, 10);
    res
      .set('cache-control', 'no-store')
      .set('content-disposition', `attachment; filename="fork-to-flame-data-${day}.json"`)
      .json(file);
  });

  router.post(
    '/reset-progress',
    ...session,
    validate({ body: resetProgressBodySchema }),
    async (_req, res) => {
      const result = await resetProgress(
        ctx,
        authOf(res).userId,
        parsed(res, 'body', resetProgressBodySchema),
      );
      res.status(result.completed ? 200 : 202).json(result);
    },
  );

  router.post(
    '/delete-account',
    ...session,
    validate({ body: deleteAccountBodySchema }),
    async (_req, res) => {
      res.json(await deleteAccount(ctx, authOf(res).userId, parsed(res, 'body', deleteAccountBodySchema)));
    },
  );
  return router;
}
