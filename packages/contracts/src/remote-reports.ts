import * as z from 'zod/mini';

/** The remotes the shell loads (their federation names in /remotes.json). */
export const REMOTE_NAMES = ['mf_learn', 'mf_social', 'mf_account'] as const;

/**
 * POST /api/remote-reports: the shell reports that a remote's version failed in a learner's browser,
 * at `load` (its files did not arrive) or at `start` (it threw on its first render). `version` is the
 * release version in the entry's URL (scripts/release.mjs), or `unversioned` for the plain build.
 */
export const remoteReportBodySchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES, { error: `remote must be one of ${REMOTE_NAMES.join(', ')}` }),
  version: z
    .string({ error: 'version must be a string' })
    .check(
      z.regex(
        /^(\d{1,4}\.\d{1,4}\.\d{1,4}-[0-9a-f]{10}|unversioned)$/,
        'version must be a release version (x.y.z-<10 hex>) or unversioned',
      ),
    ),
  stage: z.enum(['load', 'start'], { error: 'stage must be load or start' }),
});

export type RemoteReportBody = z.infer<typeof remoteReportBodySchema>;
