import { changePasswordBodySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { uploadProfilePicture } from '../avatars/upload';
import type { IdentityContext } from '../context';
import { requireSession } from '../sessions/require-session';
import { changePassword } from './change-password';
import { currentUser } from './service';

/** The signed-in user's account, mounted at /api/user. */
export function userRoutes(ctx: IdentityContext): Router {
  const router = Router();
  router.use(requireSession(ctx.keys.publicKey));

  router.get('/', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await currentUser(ctx, authOf(res).userId));
  });

  router.post('/change-password', validate({ body: changePasswordBodySchema }), async (_req, res) => {
    const { userId, sessionId } = authOf(res);
    res.json(await changePassword(userId, sessionId, parsed(res, 'body', changePasswordBodySchema)));
  });

  router.post('/profile-picture', ...uploadProfilePicture(ctx));
  return router;
}
