import {
  ACCOUNT_DATA_PATHS,
  internalEraseBodySchema,
  internalExportBodySchema,
  internalResetBodySchema,
} from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { eraseOnce, exportSections, resetOnce } from './service';

/** svc-social's part of a learner's data: export, reset, erase (mounted at the root, behind requireInternal). */
export function accountDataInternalRoutes(): Router {
  const router = Router();
  router.post(ACCOUNT_DATA_PATHS.export, validate({ body: internalExportBodySchema }), async (_req, res) => {
    const { userId, types } = parsed(res, 'body', internalExportBodySchema);
    res.json({ sections: await exportSections(userId, types) });
  });
  router.post(ACCOUNT_DATA_PATHS.reset, validate({ body: internalResetBodySchema }), async (_req, res) => {
    const { userId, operationId, categories } = parsed(res, 'body', internalResetBodySchema);
    res.json({ applied: await resetOnce(userId, operationId, categories) });
  });
  router.post(ACCOUNT_DATA_PATHS.erase, validate({ body: internalEraseBodySchema }), async (_req, res) => {
    const { userId, operationId } = parsed(res, 'body', internalEraseBodySchema);
    res.json({ applied: await eraseOnce(userId, operationId) });
  });
  return router;
}
