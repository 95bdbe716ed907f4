// `npm run bench:week-close -w bench`: only the league week close at scale (week-close.bench.ts).
//   --learners=N  learners of last week (default 100000, in cohorts of 30)
//   --profile     CPU-profile svc-social and svc-learning (node --cpu-prof) and print what dominated
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './platform';
import { summariseProfiles } from './profile';
import { runWeekCloseBench, weekCloseFigures } from './week-close.bench';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '100000' },
    profile: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  // Only the two services it runs (npm run bench builds whatever is stale).
  const built = spawnSync('npm', ['run', 'build', '-w', 'svc-learning', '-w', 'svc-social'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the services did not build');
  const workDir = path.join(ROOT, 'bench', 'results', 'week-close');
  const result = await runWeekCloseBench({
    learners: Number(values.learners),
    workDir,
    profile: values.profile,
  });
  for (const f of weekCloseFigures(result))
    console.log(`${f.what.padEnd(60)} ${f.measured.padStart(8)}  ${f.target} ${f.ok ? '✔' : '✖'}`);
  if (values.profile)
    for (const name of ['svc-social', 'svc-learning'])
      console.log(`\nCPU profile of ${name}:\n${summariseProfiles(path.join(workDir, 'profiles', name))}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
