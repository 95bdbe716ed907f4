// Server-side cost of one point lookup (parse the OP_MSG, run find, encode the reply), without sockets or a
// driver, beside the do-nothing server's cost for the same request (parse, encode a canned reply): the share of
// the round trip the embedded server adds. Reports CPU µs per operation (steadier than wall time on a shared
// machine). For profiling: node --cpu-prof --import tsx test/lookup-path.ts
import { Long, ObjectId, serialize } from 'bson';
import { Store } from '../src/storage/store';
import { CursorRegistry } from '../src/cursors';
import { runCommand, type ServerState } from '../src/commands';
import { encodeOpMsg, parseOpMsg } from '../src/wire/op-msg';
import type { Doc } from '../src/errors';

const DOCS = 10_000;
const user = (i: number) => ({
  _id: i,
  email: `user${i}@example.com`,
  n: i,
  level: 1 + (i % 7),
  tags: ['a', 'b'],
});
const store = new Store();
const state: ServerState = {
  store,
  cursors: new CursorRegistry(),
  startedAt: new Date(),
  host: '127.0.0.1',
  port: 0,
  connections: 0,
};
const coll = store.ensureCollection('bench', 'users');
store.createIndex(coll, { v: 2, key: { email: 1 }, name: 'email_1', unique: true });
for (let i = 0; i < DOCS; i++) store.insert(coll, user(i));

/** The OP_MSG body the driver sends for findOne(filter). */
const request = (filter: Doc) =>
  Buffer.concat([
    Buffer.alloc(4),
    Buffer.from([0]),
    serialize({
      find: 'users',
      filter,
      limit: 1,
      singleBatch: true,
      batchSize: 1,
      lsid: { id: new ObjectId() },
      $db: 'bench',
    }),
  ]);

async function cpuPerOp(bodies: Buffer[], handle: (doc: Doc) => Promise<Doc> | Doc): Promise<number> {
  const n = 20_000;
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) encodeOpMsg(1, 1, await handle(parseOpMsg(bodies[i % bodies.length]).doc));
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / n;
}

async function main(): Promise<void> {
  const byId = Array.from({ length: 1000 }, (_, i) => request({ _id: (i * 7919) % DOCS }));
  const byEmail = Array.from({ length: 1000 }, (_, i) =>
    request({ email: `user${(i * 7919) % DOCS}@example.com` }),
  );
  const canned = (cmd: Doc): Doc => ({
    cursor: { firstBatch: [user(1)], id: Long.ZERO, ns: `bench.${String(cmd.find)}` },
    ok: 1,
  });
  const embedded = (cmd: Doc) => runCommand(state, cmd, 1, 'bench');
  const rows: Record<string, number[]> = {
    'do-nothing server': [],
    'findOne by _id': [],
    'findOne by email (unique)': [],
  };
  for (let round = 0; round < 4; round++) {
    rows['do-nothing server'].push(await cpuPerOp(byId, canned));
    rows['findOne by _id'].push(await cpuPerOp(byId, embedded));
    rows['findOne by email (unique)'].push(await cpuPerOp(byEmail, embedded));
  }
  // The first round warms the JIT; the best of the rest is the least disturbed by other processes.
  for (const [name, us] of Object.entries(rows))
    process.stdout.write(`${name.padEnd(26)} ${Math.min(...us.slice(1)).toFixed(1)} µs CPU per request\n`);
  state.cursors.close();
}

void main();
