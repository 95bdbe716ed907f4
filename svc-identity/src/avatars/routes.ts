import { avatarFileParamsSchema } from '@fff/contracts';
import { declareRoutes, notFound } from '@fff/service-kit';
import { findAvatar } from './repository';

const route = declareRoutes();

/**
 * GET /api/avatars/<userId>.webp?v=<key>: public (img tags send no token), but only with the
 * picture's key, which reaches only those shown the picture (the profile's privacy setting hides the
 * URL); a new picture has a new key, so the URL also busts caches.
 */
export const avatarRoutes = [
  route(
    {
      method: 'get',
      path: '/api/avatars/{file}',
      summary:
        "A profile picture (no token: img tags send none; only with ?v= the picture's key; cached for a year)",
      auth: 'none',
      tags: ['user'],
      params: avatarFileParamsSchema,
      // Any file name that is not a picture is the same 404, not a 400.
      unvalidated: true,
      responses: { 200: { description: 'The picture', contentType: 'image/webp' } },
      errors: [404],
    },
    async (_in, { req, res }) => {
      const file = avatarFileParamsSchema.safeParse(req.params);
      const avatar = file.success ? await findAvatar(file.data.file.slice(0, 24)) : null;
      if (!avatar || req.query.v !== String(avatar.version)) throw notFound('No picture here.');
      res.set({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      res.send(avatar.data);
    },
  ),
];
