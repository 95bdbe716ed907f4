import { checkEmailQuerySchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { checkEmail } from './service';

/** Account routes, mounted at /api/auth. */
export function authRoutes(): Router {
  const router = Router();
  router.get('/check-email', validate({ query: checkEmailQuerySchema }), async (_req, res) => {
    const { email } = parsed(res, 'query', checkEmailQuerySchema);
    res.json(await checkEmail(email));
  });
  return router;
}
