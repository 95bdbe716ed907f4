// `npm run bench:memory -w bench`: only the services' resident memory (and their database processes', beside
// them) at 1,000 and (by default) 100,000 learners.
//   --learners=N  the large point (default 100000)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, startPlatform } from './platform';
import { memoryLines, seedSampling, type MemorySample } from './service-memory';

const { values } = parseArgs({
  options: { learners: { type: 'string', default: '100000' }, port: { type: 'string', default: '8190' } },
});
const LARGE = Number(values.learners);
const SMALL = Math.min(1000, LARGE);

async function main(): Promise<void> {
  const platform = await startPlatform({
    port: Number(values.port),
    workDir: path.join(ROOT, 'bench', 'results', 'run-memory'),
  });
  const samples: MemorySample[] = [];
  try {
    const t0 = Date.now();
    await seedSampling(platform, 0, LARGE, samples, [SMALL, LARGE]);
    console.log(
      `seeded ${LARGE.toLocaleString('en-US')} learners in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await platform.stop();
  }
  for (const l of memoryLines(samples))
    console.log(
      `${l.what.padEnd(52)} ${l.measured.padStart(8)}  (${l.baseline})${l.target ? `  ${l.target} ${l.ok ? '✔' : '✖'}` : ''}`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
