import path from 'node:path';
import autocannon from 'autocannon';
import { signUpViewer } from './api.bench';
import { buildIfStale, ROOT, SERVICES, startPlatform } from './platform';
import { summariseProfiles } from './profile';
import { seedLearners } from './seed';

async function main() {
  const routes = (process.argv[2] ?? '/api/user').split(',');
  const seconds = Number(process.argv[3] ?? 8);
  buildIfStale();
  const profileDir = path.join(ROOT, 'bench', 'results', 'rprof-' + Date.now());
  const platform = await startPlatform({ port: 8190, workDir: path.join(ROOT, 'bench', 'results', 'rp'), profileDir });
  try {
    const viewer = await signUpViewer(platform);
    await seedLearners(platform, 0, 100, { id: viewer.id, friends: 50 });
    await seedLearners(platform, 100, 2000);
    const headers = { authorization: `Bearer ${viewer.token}`, 'accept-encoding': 'gzip' };
    for (const r of routes) {
      await autocannon({ url: platform.gateway + r, connections: 50, duration: 2, headers });
      const res = await autocannon({ url: platform.gateway + r, connections: 50, duration: seconds, headers });
      console.log(r, Math.round(res.requests.average), 'req/s p99', res.latency.p99, 'non2xx', res.non2xx);
    }
  } finally {
    await platform.stop();
  }
  for (const s of SERVICES) console.log(`\n${s.name}:\n${summariseProfiles(path.join(profileDir, s.name), 25)}`);
}
main();
