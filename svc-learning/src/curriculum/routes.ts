import { maybeAuthOf } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { CACHE_TIMES } from '@fff/domain';
import { loadLearnerView } from './access';
import { curriculumSnapshot } from './snapshot';

/** The public catalogue's caching: the spec's 10 minutes (the client's RTK Query time). */
const PUBLIC_CACHE = `public, max-age=${CACHE_TIMES.levels.staleMs / 1000}`;

/**
 * Curriculum routes, mounted at /api. GET /levels is public (the catalogue, from memory, with its
 * content-hash ETag, so a revalidation answers 304); with a valid token each level, track and
 * module also carries completedLessons, totalLessons and unlocked (private, revalidated each time
 * against Express's body ETag).
 */
export function curriculumRoutes(optionalAuth: RequestHandler): Router {
  const router = Router();
  router.get('/levels', optionalAuth, async (_req, res) => {
    const auth = maybeAuthOf(res);
    res.vary('Authorization');
    if (auth) {
      res
        .set('Cache-Control', 'private, no-cache')
        .json((await loadLearnerView(auth.userId, auth.isDeveloper)).levels);
      return;
    }
    const { body, etag } = await curriculumSnapshot();
    // res.send answers 304 itself when If-None-Match matches this ETag.
    res.set({ 'Cache-Control': PUBLIC_CACHE, ETag: etag }).type('json').send(body);
  });
  return router;
}
