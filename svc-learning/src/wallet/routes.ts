import { walletCreditRequestSchema, walletGiftRequestSchema, walletTransferRequestSchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { gift } from './gift';
import { credit, transfer } from './service';

/** Service-to-service wallet calls, mounted at /internal (behind requireInternal). */
export function walletInternalRoutes(): Router {
  const router = Router();
  router.post('/wallet/credit', validate({ body: walletCreditRequestSchema }), async (_req, res) => {
    res.json(await credit(parsed(res, 'body', walletCreditRequestSchema)));
  });
  router.post('/wallet/transfer', validate({ body: walletTransferRequestSchema }), async (_req, res) => {
    res.json(await transfer(parsed(res, 'body', walletTransferRequestSchema)));
  });
  router.post('/wallet/gift', validate({ body: walletGiftRequestSchema }), async (_req, res) => {
    res.json(await gift(parsed(res, 'body', walletGiftRequestSchema)));
  });
  return router;
}
