// Remote failures the shell reports (POST /api/remote-reports, mounted by svc-social): counted per
// remote, release version and stage on the service's /metrics, so an operator sees a canary failing.
import client from 'prom-client';
import { serviceMetrics } from './metrics';

/**
 * Label sets kept apart; reports beyond them count under version "other". A version is any
 * x.y.z-<10 hex> a client sends, so without a cap anyone could grow the metrics without end.
 */
export const MAX_REMOTE_FAILURE_SERIES = 60;

export interface RemoteFailure {
  remote: string;
  version: string;
  stage: string;
}

const counters = new Map<string, { counter: client.Counter<keyof RemoteFailure>; series: Set<string> }>();

function counterOf(service: string) {
  const known = counters.get(service);
  if (known) return known;
  const made = {
    counter: new client.Counter({
      name: 'remote_failures_total',
      help: 'Remote versions that failed in a browser, as reported by the shell (stage: load or start)',
      labelNames: ['remote', 'version', 'stage'] as const,
      registers: [serviceMetrics(service).registry],
    }),
    series: new Set<string>(),
  };
  counters.set(service, made);
  return made;
}

/** Counts one reported failure on `service`'s /metrics. */
export function countRemoteFailure(service: string, failure: RemoteFailure): void {
  const { counter, series } = counterOf(service);
  const key = `${failure.remote} ${failure.version} ${failure.stage}`;
  const known = series.has(key) || series.size < MAX_REMOTE_FAILURE_SERIES;
  if (known) series.add(key);
  counter.inc({ ...failure, version: known ? failure.version : 'other' });
}
