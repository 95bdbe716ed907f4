import { notFound } from '@fff/service-kit';
import { Router } from 'express';
import { findAvatar } from './repository';

const FILE = /^([a-f0-9]{24})\.webp$/;

/** GET /api/avatars/<userId>.webp: public (img tags send no token); the ?v= in the URL busts caches. */
export function avatarRoutes(): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const match = FILE.exec(req.params.file);
    const avatar = match ? await findAvatar(match[1]) : null;
    if (!avatar) throw notFound('No picture here.');
    res.set({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    res.send(avatar.data);
  });
  return router;
}
