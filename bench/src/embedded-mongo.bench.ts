// Embedded MongoDB through the official driver versus the same operations on plain arrays.
import { MongoClient, type Document } from 'mongodb';
import { start } from '@fff/embedded-mongo';
import { opsPerSecond, type Row } from './measure';

const LOOKUP_DOCS = 10_000;
const SORT_DOCS = 100_000;

/** Runs the embedded-mongo benchmarks (memory mode) and returns one row per operation. */
export async function runEmbeddedMongoBench(): Promise<Row[]> {
  const server = await start();
  const client = await MongoClient.connect(server.uri);
  const db = client.db('bench');
  const rows: Row[] = [];
  const suite = 'embedded-mongo';
  try {
    const docs = Array.from({ length: LOOKUP_DOCS }, (_, i) => ({ _id: i, email: `user${i}@example.com`, n: i }));
    const users = db.collection<{ _id: number; email: string; n: number }>('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany(docs.map((d) => ({ ...d })));
    const arr = docs.map((d) => ({ ...d }));
    const pick = (i: number): number => (i * 7919) % LOOKUP_DOCS;

    rows.push({
      suite, operation: `findOne by _id (${LOOKUP_DOCS / 1000}k docs)`,
      opsPerSec: await opsPerSecond((i) => users.findOne({ _id: pick(i) })),
      baselineOpsPerSec: await opsPerSecond((i) => arr.find((d) => d._id === pick(i))),
    });
    rows.push({
      suite, operation: `findOne by unique index (${LOOKUP_DOCS / 1000}k docs)`,
      opsPerSec: await opsPerSecond((i) => users.findOne({ email: `user${pick(i)}@example.com` })),
      baselineOpsPerSec: await opsPerSecond((i) => arr.find((d) => d.email === `user${pick(i)}@example.com`)),
    });

    const inserts = db.collection<Document>('inserts');
    await inserts.createIndex({ k: 1 }, { unique: true });
    const sink: Document[] = [];
    let k = 0; // warm-up and measurement share one sequence, so keys never repeat
    rows.push({
      suite, operation: 'insertOne (with a unique index)',
      opsPerSec: await opsPerSecond(() => inserts.insertOne({ k: k++, v: 'x' })),
      baselineOpsPerSec: await opsPerSecond((i) => sink.push({ k: i, v: 'x' })),
    });

    const scores = db.collection<Document>('scores');
    await scores.createIndex({ score: 1 });
    const big = Array.from({ length: SORT_DOCS }, (_, i) => ({ i, score: (i * 104729) % SORT_DOCS }));
    for (let i = 0; i < big.length; i += 10_000) await scores.insertMany(big.slice(i, i + 10_000).map((d) => ({ ...d })));
    rows.push({
      suite, operation: `indexed sort, first 100 of ${SORT_DOCS / 1000}k`,
      opsPerSec: await opsPerSecond(() => scores.find({}).sort({ score: 1 }).limit(100).toArray()),
      baselineOpsPerSec: await opsPerSecond(() => [...big].sort((a, b) => a.score - b.score).slice(0, 100)),
    });
  } finally {
    await client.close();
    await server.stop();
  }
  return rows;
}
