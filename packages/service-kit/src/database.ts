import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import mongoose, { type Connection } from 'mongoose';
// The embedded server is imported lazily: services given MONGO_URL never load it.
import type { EmbeddedMongo } from '@fff/embedded-mongo';
import type { Logger } from 'pino';

/** A connected database; stop() disconnects and shuts the embedded server down if we started one. */
export interface Database {
  connection: Connection;
  uri: string;
  /** The embedded database's process id when it runs in a process of its own (a data directory). */
  databasePid?: number;
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

/**
 * The embedded server: in a process of its own on a data directory (the documents stay off the service's
 * heap; it exits with us, and if it dies we exit too so the supervisor restarts both), in this process for
 * `memory` (tests). The service is its only client: a Unix domain socket spares both ends TCP's loopback work
 * on every round trip; the TCP port stays open for other tools (the logged tcpUri).
 */
async function startEmbedded(dir: string, logger: Logger): Promise<EmbeddedMongo & { pid?: number }> {
  const { start, startInChildProcess } = await import('@fff/embedded-mongo');
  const socketPath =
    process.platform === 'win32'
      ? undefined
      : path.join(os.tmpdir(), `fff-mongo-${process.pid}-${crypto.randomBytes(4).toString('hex')}.sock`);
  if (dir === 'memory') {
    const server = await start({ port: 0, socketPath });
    logger.info(
      { uri: server.socketUri ?? server.uri, tcpUri: server.uri, dbPath: dir },
      'embedded MongoDB started',
    );
    return server;
  }
  const server = await startInChildProcess({
    port: 0,
    dbPath: dir,
    socketPath,
    logger: { info: (msg) => logger.info(msg), warn: (msg) => logger.warn(msg) },
    onUnexpectedExit(code, signal) {
      logger.fatal(
        { code, signal, dbPath: dir },
        'embedded MongoDB process stopped unexpectedly; exiting so that the supervisor restarts the service',
      );
      process.exit(1);
    },
  });
  logger.info(
    { uri: server.socketUri ?? server.uri, tcpUri: server.uri, dbPath: dir, databasePid: server.pid },
    'embedded MongoDB started',
  );
  return server;
}

// Never log credentials that a MONGO_URL may carry.
const redact = (uri: string) => uri.replace(/\/\/[^@/]*@/, '//***@');

/**
 * Connect the default mongoose connection: to MONGO_URL when set (with retry and backoff),
 * otherwise to an embedded MongoDB (EMBEDDED_MONGO_DIR in a database process of its own, or in memory in this
 * process for `memory`).
 */
export async function connectDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  applyMongooseSettings();
  let stopEmbedded: (() => Promise<void>) | undefined;
  let databasePid: number | undefined;
  let uri: string;
  if (config.MONGO_URL) {
    uri = config.MONGO_URL;
  } else {
    const embedded = await startEmbedded(config.EMBEDDED_MONGO_DIR, logger);
    uri = embedded.socketUri ?? embedded.uri;
    stopEmbedded = () => embedded.stop();
    databasePid = embedded.pid;
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
    databasePid,
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
