import { serviceMetrics } from '../metrics';
import { countRemoteFailure, MAX_REMOTE_FAILURE_SERIES } from '../remote-failures';

const SERVICE = 'svc-remote-failures-test';
const version = (n: number) => `1.0.0-${n.toString(16).padStart(10, '0')}`;

describe('remote failure counts', () => {
  it('when clients report more versions than the cap, then the extra ones count under "other" and the series stop growing', async () => {
    for (let n = 0; n < MAX_REMOTE_FAILURE_SERIES + 5; n += 1)
      countRemoteFailure(SERVICE, { remote: 'mf_social', version: version(n), stage: 'load' });
    countRemoteFailure(SERVICE, { remote: 'mf_social', version: version(0), stage: 'load' });
    const text = await serviceMetrics(SERVICE).registry.metrics();
    const samples = text.split('\n').filter((l) => l.startsWith('remote_failures_total{'));
    expect(samples).toHaveLength(MAX_REMOTE_FAILURE_SERIES + 1);
    expect(samples).toContainEqual(expect.stringMatching(/version="other",stage="load".* 5$/));
    expect(samples).toContainEqual(
      expect.stringContaining(`version="${version(0)}",stage="load",service="${SERVICE}"} 2`),
    );
  });
});
