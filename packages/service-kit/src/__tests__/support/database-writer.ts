// A process that runs connectDatabase on a data directory, for database-process.test.ts:
//   write DIR  prints `db <pid>` (the database process), then inserts { _id: n } with two writers and prints
//              `acked <n>` once each insert is acknowledged, until it is killed, or sent SIGTERM (then it
//              finishes the writes in flight, stops the database and exits 0);
//   read DIR   prints `ids <JSON array>` of every document, stops the database and exits 0.
// Logs (warnings, and the fatal line when the database process dies) go to stderr.
import pino from 'pino';
import { connectDatabase } from '../../database';

const [mode, dir] = process.argv.slice(2);
const logger = pino({ level: 'warn' }, pino.destination(2));
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const db = await connectDatabase({ EMBEDDED_MONGO_DIR: dir, MONGO_DB: 'kit_crash' }, logger);
  const docs = db.connection.collection<{ _id: number }>('docs');
  if (mode === 'read') {
    say(`ids ${JSON.stringify((await docs.find({}).toArray()).map((d) => d._id))}`);
    await db.stop();
    return;
  }
  say(`db ${db.databasePid}`);
  let stopping = false;
  // Like a service, stay up after a failed write (the server's listener would); only SIGTERM ends the run.
  const alive = setInterval(() => undefined, 60_000);
  process.once('SIGTERM', () => (stopping = true));
  let next = 0;
  const writer = async () => {
    while (!stopping) {
      const id = next++;
      try {
        await docs.insertOne({ _id: id });
      } catch {
        return; // the database went away: connectDatabase ends this process
      }
      say(`acked ${id}`);
    }
  };
  await Promise.all([writer(), writer()]);
  while (!stopping) await new Promise((r) => setTimeout(r, 50));
  await db.stop();
  clearInterval(alive);
}

// Both modes end by leaving the event loop empty: a handle the database left open would keep this alive.
main().catch((err: unknown) => {
  console.error(err);
  process.exit(2);
});
