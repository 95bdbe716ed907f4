// Runs every benchmark and prints one table (ops/s beside plain in-process arrays, measured in the same run).
import { runEmbeddedMongoBench } from './embedded-mongo.bench';
import { LEAGUE_BASELINE, runLeagueBench } from './league.bench';
import { formatTable, type Row } from './measure';
import { formatLatency, runSocialBench } from './social.bench';

const benchmarks: { name: string; run: () => Promise<Row[]> }[] = [
  { name: 'embedded-mongo', run: runEmbeddedMongoBench },
];

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const b of benchmarks) {
    console.log(`running ${b.name}…`);
    rows.push(...(await b.run()));
  }
  console.log('\n' + formatTable(rows));
  console.log('running social…');
  console.log('\n' + formatLatency(await runSocialBench()));
  console.log('running league…');
  console.log('\n' + formatLatency(await runLeagueBench(), LEAGUE_BASELINE));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
