import { directoryEventSchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { applyDirectoryEvent } from './repository';

/**
 * POST /internal/directory/events: svc-identity's outbox delivers account changes here.
 * `onDeleted` removes the learner's social data; it runs on every delivery of a deletion (also a
 * repeated one), so a crash half-way is finished by identity's retry.
 */
export function directoryInternalRoutes(onDeleted: (userId: string) => Promise<void>): Router {
  const router = Router();
  router.post('/directory/events', validate({ body: directoryEventSchema }), async (_req, res) => {
    const event = parsed(res, 'body', directoryEventSchema);
    const applied = await applyDirectoryEvent(event);
    if (event.kind === 'deleted') await onDeleted(event.userId);
    res.json({ applied });
  });
  return router;
}
