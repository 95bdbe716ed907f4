// Point lookups (findOne by _id and by a unique index, one in flight) through the official driver, against the
// embedded MongoDB and against the do-nothing wire server, in alternating short rounds so that a machine shared
// with other work loads both sides alike. Two ratios: throughput (median over the rounds of the embedded
// server's ops/s over the null server's) and CPU (process CPU time per lookup, null over embedded; client and
// servers share this process, so it is the whole round trip's work, and it hardly moves with other load).
import { MongoClient, type Document } from 'mongodb';
import { start } from '@fff/embedded-mongo';
import { CASES, LOOKUP_DOCS, user } from './embedded-mongo.bench';
import { median } from './measure';
import { startNullWireServer } from './null-wire-server';

const ROUNDS = 12;
const ROUND_MS = 250;
/** The point lookups of the embedded-mongo bench (10,000 user documents, an email unique index). */
const LOOKUPS = CASES.filter((c) => c.operation.startsWith('findOne'));

export interface LookupRow {
  operation: string;
  opsPerSec: number;
  baselineOpsPerSec: number;
  /** Median of the rounds' throughput ratios (embedded / null). */
  share: number;
  /** CPU time per lookup, null server's over the embedded server's. */
  cpuShare: number;
  /** CPU µs per lookup (this process: driver and server) with the embedded and with the null server. */
  cpuUs: number;
  baselineCpuUs: number;
}

/** Runs `fn` sequentially for `ms`; returns calls, wall ms and CPU µs. */
async function round(fn: (i: number) => Promise<unknown>, ms: number, from: number) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) for (let k = 0; k < 10; k++) await fn(from + n++);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { n, wall, cpu: cpu.user + cpu.system };
}

/** Measures each case against both servers (memory-only embedded server). */
export async function runLookupBench(): Promise<LookupRow[]> {
  const server = await start();
  const empty = await startNullWireServer([user(1)]);
  const client = await MongoClient.connect(server.uri);
  const nullClient = await MongoClient.connect(empty.uri);
  try {
    const db = client.db('bench');
    const nullDb = nullClient.db('bench');
    const users = db.collection<Document>('users');
    await users.createIndex({ email: 1 }, { unique: true });
    for (let i = 0; i < LOOKUP_DOCS; i += 2000)
      await users.insertMany(Array.from({ length: 2000 }, (_, k) => user(i + k)) as Document[]);
    // Warm-up of every case on both servers first (JIT, and the garbage of the inserts collected), so the
    // first case measured is not the one that pays for it.
    for (const c of LOOKUPS) {
      await round((i) => c.run(db, i), 500, 0);
      await round((i) => c.run(nullDb, i), 500, 0);
    }
    const rows: LookupRow[] = [];
    for (const c of LOOKUPS) {
      const shares: number[] = [];
      const sum = { n: 0, wall: 0, cpu: 0, baseN: 0, baseWall: 0, baseCpu: 0 };
      for (let r = 0; r < ROUNDS; r++) {
        const a = await round((i) => c.run(db, i), ROUND_MS, r * 100_000);
        const b = await round((i) => c.run(nullDb, i), ROUND_MS, r * 100_000);
        shares.push(a.n / a.wall / (b.n / b.wall));
        sum.n += a.n;
        sum.wall += a.wall;
        sum.cpu += a.cpu;
        sum.baseN += b.n;
        sum.baseWall += b.wall;
        sum.baseCpu += b.cpu;
      }
      rows.push({
        operation: c.operation,
        opsPerSec: (sum.n / sum.wall) * 1000,
        baselineOpsPerSec: (sum.baseN / sum.baseWall) * 1000,
        share: median(shares),
        cpuShare: sum.baseCpu / sum.baseN / (sum.cpu / sum.n),
        cpuUs: sum.cpu / sum.n,
        baselineCpuUs: sum.baseCpu / sum.baseN,
      });
    }
    return rows;
  } finally {
    await client.close();
    await nullClient.close();
    await empty.stop();
    await server.stop();
  }
}
