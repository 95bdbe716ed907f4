// Tells the operator that a remote version failed in this browser (POST /api/remote-reports,
// counted on svc-social's /metrics per remote, version and stage): how a canary is seen failing.
import type { RemoteReportBody } from '@fff/contracts';
import { versionOf } from './canary';

export type FailureStage = RemoteReportBody['stage'];

export const REMOTE_REPORTS_URL = '/api/remote-reports';
const sent = new Set<string>();

/** Reports `remote` at `entry` failing at `stage`, once per page; a report that fails is dropped. */
export function reportRemoteFailure(
  remote: string,
  entry: string,
  stage: FailureStage,
  fetchFn: typeof fetch = fetch,
): void {
  const body = { remote, version: versionOf(entry), stage };
  const key = JSON.stringify(body);
  if (sent.has(key)) return;
  sent.add(key);
  fetchFn(REMOTE_REPORTS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: key,
    // Sent even when the learner leaves the page right after the failure.
    keepalive: true,
  }).catch(() => undefined);
}
