// `npm run bench:db-memory -w bench`: the embedded databases alone (one server process per service, no service
// code), seeded as the bench seeds them, and each one's resident memory at 1,000 and N learners. For profiling
// the embedded MongoDB's memory quickly (no builds, no nginx); `bench:memory` measures the services themselves and
// their database processes.
//   --learners=N     the large point (default 100000)
//   --node-args=...  extra node flags for the servers (e.g. "--heap-prof --heap-prof-dir=/tmp/heap")
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { ROOT, SERVICES, type Platform } from './platform';
import { memoryLines, seedSampling, type MemorySample } from './service-memory';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '100000' },
    'node-args': { type: 'string', default: '' },
  },
});
const LARGE = Number(values.learners);
const SMALL = Math.min(1000, LARGE);

function startServer(): Promise<{ child: ChildProcess; uri: string }> {
  const cli = path.join(ROOT, 'packages', 'embedded-mongo', 'src', 'cli.ts');
  const args = [
    ...values['node-args'].split(' ').filter(Boolean),
    '--import',
    'tsx',
    cli,
    '--memory',
    '--port',
    '0',
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`embedded MongoDB exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('mongodb://')) resolve({ child, uri: line.trim() });
    });
  });
}

async function main(): Promise<void> {
  const servers = await Promise.all(SERVICES.map(() => startServer()));
  const databases = Object.fromEntries(
    SERVICES.map((s, i) => [s.name, { uri: servers[i].uri, db: s.name.replace('svc-', '') }]),
  ) as Platform['databases'];
  // Seeding writes through the databases only.
  const platform = { databases } as Platform;
  const samples: MemorySample[] = [];
  try {
    const t0 = Date.now();
    await seedSampling(platform, 0, LARGE, samples, [SMALL, LARGE], 1000);
    console.log(
      `seeded ${LARGE.toLocaleString('en-US')} learners in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    for (const { child } of servers) {
      child.removeAllListeners('exit');
      child.kill('SIGINT');
    }
  }
  for (const l of memoryLines(samples))
    console.log(`${l.what.replace('svc-', 'db of ').padEnd(52)} ${l.measured.padStart(8)}  (${l.baseline})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
