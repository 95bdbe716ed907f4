import { avatarFileParamsSchema } from '@fff/contracts';
import { declareRoutes, notFound } from '@fff/service-kit';
import { findAvatar } from './repository';

const route = declareRoutes();

/** GET /api/avatars/<userId>.webp: public (img tags send no token); the ?v= in the URL busts caches. */
export const avatarRoutes = [
  route(
    {
      method: 'get',
      path: '/api/avatars/{file}',
      summary: 'A profile picture (public: img tags send no token; cached for a year, ?v= busts it)',
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
      if (!avatar) throw notFound('No picture here.');
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
