import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
// The embedded server is imported lazily: services given MONGO_URL never load it.
import type { Logger } from 'pino';

/** A connected database; stop() disconnects and shuts the embedded server down if we started one. */
export interface Database {
  connection: Connection;
  uri: string;
  stop(): Promise<void>;
}

type DatabaseConfig = { MONGO_URL?: string; MONGO_DB: string; EMBEDDED_MONGO_DIR: string };

/** Query safety for every service: unknown filter paths and `$` operators from user input are neutralised. */
export function applyMongooseSettings(): void {
  mongoose.set('strictQuery', true);
  // Our own operator objects must be wrapped in mongoose.trusted(...) to survive this.
  mongoose.set('sanitizeFilter', true);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectWithRetry(uri: string, dbName: string, logger: Logger, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 5000 });
      return;
    } catch (err) {
      if (attempt >= attempts) throw err;
      const delay = Math.min(500 * 2 ** (attempt - 1), 8000);
      logger.warn({ err, attempt, delay }, 'database not reachable yet, retrying');
      await sleep(delay);
    }
  }
}

// Never log credentials that a MONGO_URL may carry.
const redact = (uri: string) => uri.replace(/\/\/[^@/]*@/, '//***@');

/**
 * Connect the default mongoose connection: to MONGO_URL when set (with retry and backoff),
 * otherwise to an embedded MongoDB started here (EMBEDDED_MONGO_DIR, or in memory for `memory`).
 */
export async function connectDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  applyMongooseSettings();
  let stopEmbedded: (() => Promise<void>) | undefined;
  let uri: string;
  if (config.MONGO_URL) {
    uri = config.MONGO_URL;
  } else {
    const dir = config.EMBEDDED_MONGO_DIR;
    const { start: startEmbeddedMongo } = await import('@fff/embedded-mongo');
    // This process is the server's only client: a Unix domain socket spares both ends TCP's
    // loopback work on every round trip. The TCP port stays open for other tools (server.uri).
    const socketPath =
      process.platform === 'win32'
        ? undefined
        : path.join(os.tmpdir(), `fff-mongo-${process.pid}-${crypto.randomBytes(4).toString('hex')}.sock`);
    const server = await startEmbeddedMongo({
      port: 0,
      dbPath: dir === 'memory' ? undefined : dir,
      socketPath,
    });
    uri = server.socketUri ?? server.uri;
    stopEmbedded = () => server.stop();
    logger.info({ uri, tcpUri: server.uri, dbPath: dir }, 'embedded MongoDB started');
  }
  try {
    await connectWithRetry(uri, config.MONGO_DB, logger);
  } catch (err) {
    await stopEmbedded?.();
    throw err;
  }
  logger.info({ uri: redact(uri), db: config.MONGO_DB }, 'database connected');
  return {
    connection: mongoose.connection,
    uri,
    async stop() {
      await mongoose.disconnect();
      await stopEmbedded?.();
    },
  };
}

/** Readiness: the connection is open and the server answers a ping. */
export async function databaseReady(connection: Connection = mongoose.connection): Promise<boolean> {
  if (connection.readyState !== 1 || !connection.db) return false;
  try {
    await connection.db.admin().ping();
    return true;
  } catch {
    return false;
  }
}
