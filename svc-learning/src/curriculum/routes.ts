import { levelsViewResponseSchema } from '@fff/contracts';
import { declareRoutes, maybeAuthOf } from '@fff/service-kit';
import { CACHE_TIMES } from '@fff/domain';
import { learnerLevelsBody } from './learner-levels';
import { curriculumSnapshot } from './snapshot';

const route = declareRoutes();

/** The public catalogue's caching: the spec's 10 minutes (the client's RTK Query time). */
const PUBLIC_CACHE = `public, max-age=${CACHE_TIMES.levels.staleMs / 1000}`;

/**
 * Curriculum routes (optional-bearer guard given by app.ts). GET /api/levels is public (the catalogue,
 * from memory, with its content-hash ETag, so a revalidation answers 304); with a valid token each level,
 * track and module also carries completedLessons, totalLessons and unlocked (private, revalidated each
 * time against its content-hash ETag; built once per distinct set of completions, learner-levels.ts).
 */
export const curriculumRoutes = [
  route(
    {
      method: 'get',
      path: '/api/levels',
      summary:
        'The curriculum tree; with a valid token each level, track and module also carries completion and unlocking',
      auth: 'optional-bearer',
      tags: ['curriculum'],
      responses: {
        200: {
          description: 'Catalogue, or the learner view when signed in',
          schema: levelsViewResponseSchema,
        },
      },
    },
    async (_in, { res }) => {
      const auth = maybeAuthOf(res);
      res.vary('Authorization');
      if (auth) {
        const { body, etag } = await learnerLevelsBody(auth.userId, auth.isDeveloper);
        res.set({ 'Cache-Control': 'private, no-cache', ETag: etag }).type('json').send(body);
        return;
      }
      const { body, etag } = await curriculumSnapshot();
      // res.send answers 304 itself when If-None-Match matches this ETag.
      res.set({ 'Cache-Control': PUBLIC_CACHE, ETag: etag }).type('json').send(body);
    },
  ),
];
