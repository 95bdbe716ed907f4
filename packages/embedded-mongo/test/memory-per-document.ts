// Heap cost per stored document, for profiling the embedded server's memory (issue 42): fills one collection with
// N user-shaped documents (a ~400-byte BSON document, two unique indexes as svc-identity has) and prints the heap
// and array-buffer bytes each document adds, measured after full GCs.
//   node --expose-gc --import tsx test/memory-per-document.ts [N] [--no-indexes]
import { ObjectId, serialize } from 'bson';
import { decodeDocument } from '../src/bson-values';
import { Store } from '../src/storage/store';

const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 100_000);
const withIndexes = !process.argv.includes('--no-indexes');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const learner = (i: number) => ({
  _id: new ObjectId(),
  email: `learner${i}@example.com`,
  displayName: `Learner ${i}`,
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$' + 'x'.repeat(70),
  emailVerified: true,
  createdAt: new Date(),
  updatedAt: new Date(),
  referralCode: 'R' + i.toString(36).padStart(8, '0'),
  settings: { timeZone: 'Europe/Paris', dailyGoal: 20, sound: true },
  roles: ['learner'],
  tokenVersion: 0,
  __v: 0,
});

gc();
const before = process.memoryUsage();
const store = new Store();
const coll = store.ensureCollection('db', 'users');
if (withIndexes) {
  store.createIndex(coll, { v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  store.createIndex(coll, { v: 2, key: { referralCode: 1 }, name: 'referralCode_1', unique: true });
}
// Documents arrive as the wire decodes them, so they take the same shape as in a running server.
for (let i = 0; i < n; i++) store.insert(coll, decodeDocument(serialize(learner(i))));
gc();
gc();
const after = process.memoryUsage();
const per = (k: 'heapUsed' | 'arrayBuffers'): number => Math.round((after[k] - before[k]) / n);
process.stdout.write(
  `${coll.docs.size} documents (${serialize(learner(0)).length} bytes of BSON each), ` +
    `${withIndexes ? 'email and referralCode unique indexes' : 'no secondary index'}: ` +
    `heap ${per('heapUsed')} B/doc, array buffers ${per('arrayBuffers')} B/doc, rss ${Math.round(after.rss / 1e6)} MB\n`,
);
