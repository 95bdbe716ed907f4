import { remoteReportBodySchema } from '@fff/contracts';
import { countRemoteFailure, declareRoutes, ipKey, mongoLimiter } from '@fff/service-kit';

const route = declareRoutes<{ now: () => Date }>();
/** Reports one address may send a minute: a page reports each remote version and stage once. */
export const REMOTE_REPORTS_PER_MINUTE = 30;

/**
 * POST /api/remote-reports: the shell reports a remote version that failed in the browser (README.md
 * "Releases", canary). No sign-in: a remote can fail before it. Counted on this service's /metrics as
 * remote_failures_total{remote,version,stage}.
 */
export const remoteReportRoutes = [
  route(
    {
      method: 'post',
      path: '/api/remote-reports',
      summary: 'Report a remote version that failed to load or threw at start (counted on /metrics)',
      auth: 'none',
      tags: ['releases'],
      body: remoteReportBodySchema,
      responses: { 204: { description: 'Counted' } },
      errors: [429],
    },
    ({ body }, { res }) => {
      countRemoteFailure('svc-social', body);
      res.status(204).end();
    },
    {
      after: (deps) => [
        mongoLimiter({
          prefix: 'social:remote-reports',
          limit: REMOTE_REPORTS_PER_MINUTE,
          windowMs: 60_000,
          key: ipKey,
          now: deps.now,
        }),
      ],
    },
  ),
];
