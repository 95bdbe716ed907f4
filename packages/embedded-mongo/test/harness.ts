// Test helper: MONGO_URL when set (so the suite proves itself against real MongoDB), else an in-memory embedded server.
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { start, type EmbeddedMongo } from '../src/index';

export interface TestDb {
  uri: string;
  dbName: string;
  client: MongoClient;
  db: Db;
  /** True when running against the embedded server (only used to skip tests, never to change assertions). */
  embedded: boolean;
  close(): Promise<void>;
}

/** True when the suite runs against the embedded server (no MONGO_URL), as openTestDb decides. */
export function runsOnEmbeddedServer(): boolean {
  return !process.env.MONGO_URL;
}

/** A fresh random database on the server under test; `close` drops it and stops what was started. */
export async function openTestDb(): Promise<TestDb> {
  let server: EmbeddedMongo | undefined;
  let uri = process.env.MONGO_URL;
  if (!uri) {
    server = await start();
    uri = server.uri;
  }
  const dbName = 'test_' + randomBytes(6).toString('hex');
  const client = await MongoClient.connect(uri);
  const db = client.db(dbName);
  return {
    uri,
    dbName,
    client,
    db,
    embedded: !!server,
    async close() {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await server?.stop();
    },
  };
}

/** Builds a connection string for mongoose pointing at the test database. */
export function mongooseUri(t: TestDb): string {
  const u = new URL(t.uri);
  u.pathname = '/' + t.dbName;
  return u.toString();
}
