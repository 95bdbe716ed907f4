import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { applyMongooseSettings } from '../database';

/** A database for one test file: the default mongoose connection points at it until stop(). */
export interface TestDatabase {
  uri: string;
  dbName: string;
  stop(): Promise<void>;
}

/**
 * Connect mongoose to a fresh database: MONGO_URL when set (a unique db, dropped on stop),
 * otherwise an embedded in-memory MongoDB on a free port.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  applyMongooseSettings();
  const dbName = `test_${crypto.randomBytes(6).toString('hex')}`;
  const external = process.env.MONGO_URL;
  const server = external ? undefined : await (await import('@fff/embedded-mongo')).start({ port: 0 });
  const uri = external ?? (server as { uri: string }).uri;
  await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 5000 });
  return {
    uri,
    dbName,
    async stop() {
      if (external) await mongoose.connection.dropDatabase().catch(() => undefined);
      await mongoose.disconnect();
      await server?.stop();
    },
  };
}
