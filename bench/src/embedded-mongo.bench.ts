// The embedded MongoDB through the official driver against a do-nothing wire server (same driver,
// same framing and BSON, no database work): how much of a round trip the embedded server's own
// work costs, for the operations the services' hot paths use.
import { MongoClient, type Document } from 'mongodb';
import { start } from '@fff/embedded-mongo';
import { opsPerSecond, type Row } from './measure';
import { startNullWireServer } from './null-wire-server';

export const LOOKUP_DOCS = 10_000;
const TREE_DOCS = 23;

export const user = (i: number) => ({
  _id: i,
  email: `user${i}@example.com`,
  n: i,
  level: 1 + (i % 7),
  tags: ['a', 'b'],
});
const pick = (i: number): number => (i * 7919) % LOOKUP_DOCS;

/** One operation against both servers. */
export interface Case {
  operation: string;
  run: (db: ReturnType<MongoClient['db']>, i: number) => Promise<unknown>;
}

export const CASES: Case[] = [
  {
    operation: `findOne by _id (${LOOKUP_DOCS / 1000}k docs)`,
    run: (db, i) => db.collection('users').findOne({ _id: pick(i) } as Document),
  },
  {
    operation: `findOne by unique index (${LOOKUP_DOCS / 1000}k docs)`,
    run: (db, i) => db.collection('users').findOne({ email: `user${pick(i)}@example.com` }),
  },
  {
    operation: `find ${TREE_DOCS} docs, sorted (the curriculum's shape)`,
    run: (db) => db.collection('tree').find({}).sort({ order: 1 }).toArray(),
  },
  {
    operation: 'updateOne $inc by _id',
    run: (db, i) => db.collection('users').updateOne({ _id: pick(i) } as Document, { $inc: { n: 1 } }),
  },
  {
    operation: 'insertOne (with a unique index)',
    run: (db, i) => db.collection('inserts').insertOne({ k: `${Date.now()}-${i}-${Math.random()}`, v: 'x' }),
  },
];

/** Runs the embedded-mongo benchmarks (memory mode) and returns one row per operation. */
export async function runEmbeddedMongoBench(): Promise<Row[]> {
  const server = await start();
  const empty = await startNullWireServer(
    Array.from({ length: TREE_DOCS }, (_, i) => ({ ...user(i), order: i })),
  );
  const client = await MongoClient.connect(server.uri);
  const nullClient = await MongoClient.connect(empty.uri);
  const db = client.db('bench');
  const nullDb = nullClient.db('bench');
  const rows: Row[] = [];
  try {
    const users = db.collection<Document>('users');
    await users.createIndex({ email: 1 }, { unique: true });
    for (let i = 0; i < LOOKUP_DOCS; i += 2000)
      await users.insertMany(Array.from({ length: 2000 }, (_, k) => user(i + k)) as Document[]);
    await db
      .collection('tree')
      .insertMany(
        Array.from({ length: TREE_DOCS }, (_, i) => ({ ...user(i), order: TREE_DOCS - i })) as Document[],
      );
    await db.collection('inserts').createIndex({ k: 1 }, { unique: true });
    for (const c of CASES) {
      rows.push({
        suite: 'embedded-mongo',
        operation: c.operation,
        opsPerSec: await opsPerSecond((i) => c.run(db, i)),
        baselineOpsPerSec: await opsPerSecond((i) => c.run(nullDb, i)),
      });
    }
  } finally {
    await client.close();
    await nullClient.close();
    await empty.stop();
    await server.stop();
  }
  return rows;
}
