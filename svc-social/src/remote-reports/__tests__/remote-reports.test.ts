import request from 'supertest';
import { useSocialWorld } from '../../__tests__/social-world';
import { REMOTE_REPORTS_PER_MINUTE } from '../routes';

const world = useSocialWorld();
const CANARY = '1.2.0-0123456789';

/** The remote_failures_total sample of one label set on /metrics, 0 when absent. */
async function failures(remote: string, version: string, stage: string): Promise<number> {
  const text = (await request(world.social.app).get('/metrics')).text;
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`remote_failures_total{remote="${remote}",version="${version}",stage="${stage}"`),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const report = (body: unknown, address = '10.0.0.1') =>
  request(world.social.app)
    .post('/api/remote-reports')
    .set('x-forwarded-for', address)
    .send(body as object);

describe('remote failure reports', () => {
  it('when the shell reports a failed canary without signing in, then the operator sees it counted per version and stage', async () => {
    const before = await failures('mf_social', CANARY, 'start');
    expect((await report({ remote: 'mf_social', version: CANARY, stage: 'start' })).status).toBe(204);
    expect((await report({ remote: 'mf_social', version: CANARY, stage: 'start' })).status).toBe(204);
    expect(await failures('mf_social', CANARY, 'start')).toBe(before + 2);
    expect(await failures('mf_social', CANARY, 'load')).toBe(0);
  });

  it.each([
    [{ remote: 'mf_evil', version: CANARY, stage: 'load' }, 'remote must be one of'],
    [{ remote: 'mf_social', version: '<script>', stage: 'load' }, 'version must be a release version'],
    [{ remote: 'mf_social', version: CANARY, stage: 'later' }, 'stage must be load or start'],
    [{ remote: 'mf_social', version: CANARY, stage: 'load', extra: 1 }, ''],
  ])(
    'when a report is malformed (%j), then 400 says what is wrong and nothing is counted',
    async (body, text) => {
      const reply = await report(body, '10.0.0.2');
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(text);
      expect(await failures('mf_evil', CANARY, 'load')).toBe(0);
    },
  );

  it('when one address floods reports, then it is refused with 429 after the limit', async () => {
    const body = { remote: 'mf_learn', version: 'unversioned', stage: 'load' };
    for (let i = 0; i < REMOTE_REPORTS_PER_MINUTE; i += 1)
      expect((await report(body, '10.0.0.3')).status).toBe(204);
    expect((await report(body, '10.0.0.3')).status).toBe(429);
    expect((await report(body, '10.0.0.4')).status).toBe(204);
  });
});
