// Runs every benchmark and prints one table (ops/s beside plain in-process arrays, measured in the same run).
import { runEmbeddedMongoBench } from './embedded-mongo.bench';
import { formatTable, type Row } from './measure';

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
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
