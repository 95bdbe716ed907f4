// Public API: start an embedded MongoDB-compatible server (memory-only or journaled on disk).
import { rm } from 'node:fs/promises';
import type net from 'node:net';
import { CursorRegistry } from './cursors';
import type { ServerState } from './commands';
import { createWireServer, type Logger } from './server';
import { Store } from './storage/store';
import { lockDataDir } from './storage/dir-lock';
import { openPersistence } from './storage/persistence';
import { TtlMonitor } from './storage/ttl';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Data directory; undefined keeps everything in memory. */
  dbPath?: string;
  /**
   * Also listen on this Unix domain socket (the TCP port stays open): a client in the same
   * machine skips TCP's loopback work. A stale file there is replaced; stop() removes it.
   */
  socketPath?: string;
  /**
   * How long to wait for another live server holding `dbPath` (its `mongod.lock`) to exit before failing
   * (default 20 s).
   */
  lockWaitMs?: number;
  logger?: Logger;
}

export interface EmbeddedMongo {
  /** TCP connection string. */
  uri: string;
  port: number;
  /** Connection string over the Unix domain socket, when `socketPath` was given. */
  socketUri?: string;
  stop(): Promise<void>;
}

/** A driver connection string for a Unix domain socket (the path percent-encoded as the host). */
export const socketUriOf = (socketPath: string) => `mongodb://${encodeURIComponent(socketPath)}/`;

function listen(
  server: net.Server,
  target: { port: number; host: string } | { path: string },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(target, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the server and resolves once it accepts connections. */
export async function start(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store();
  const releaseLock = options.dbPath
    ? await lockDataDir(options.dbPath, { waitMs: options.lockWaitMs, logger: options.logger })
    : undefined;
  let persistence: Awaited<ReturnType<typeof openPersistence>> | undefined;
  try {
    persistence = options.dbPath ? await openPersistence(options.dbPath, store, options.logger) : undefined;
  } catch (err) {
    releaseLock?.();
    throw err;
  }
  const state: ServerState = {
    store,
    cursors: new CursorRegistry(),
    startedAt: new Date(),
    host,
    port: 0,
    connections: 0,
  };
  const ttl = new TtlMonitor(store);
  const sockets = new Set<net.Socket>();
  const wireServer = () => {
    const created = createWireServer(state, options.logger);
    created.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    return created;
  };
  const server = wireServer();
  try {
    await listen(server, { port: options.port ?? 0, host });
  } catch (err) {
    ttl.stop();
    await persistence?.close();
    releaseLock?.();
    throw err;
  }
  const { socketPath } = options;
  let socketServer: net.Server | undefined;
  if (socketPath) {
    // A file left by a process that died without stop() would make listen fail with EADDRINUSE.
    await rm(socketPath, { force: true });
    socketServer = wireServer();
    try {
      await listen(socketServer, { path: socketPath });
    } catch (err) {
      // e.g. a path too long for a socket: leave nothing listening behind.
      ttl.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await persistence?.close();
      releaseLock?.();
      throw err;
    }
  }
  const address = server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  const hostInUri = host.includes(':') ? `[${host}]` : host;
  const uri = `mongodb://${hostInUri}:${state.port}/`;
  const socketUri = socketPath ? socketUriOf(socketPath) : undefined;
  options.logger?.info(
    `embedded-mongo listening on ${uri}${socketUri ? ` and ${socketUri}` : ''}${options.dbPath ? ` (data in ${options.dbPath})` : ' (memory only)'}`,
  );
  let stopped: Promise<void> | undefined;
  return {
    uri,
    port: state.port,
    socketUri,
    stop() {
      stopped ??= (async () => {
        ttl.stop();
        state.cursors.close();
        const listeners = socketServer ? [server, socketServer] : [server];
        const closed = listeners.map((l) => new Promise<void>((resolve) => l.close(() => resolve())));
        for (const s of sockets) s.destroy();
        await Promise.all(closed);
        if (socketPath) await rm(socketPath, { force: true });
        await persistence?.close();
        releaseLock?.();
      })();
      return stopped;
    },
  };
}

export {
  startInChildProcess,
  BUNDLED_CHILD,
  type ChildProcessOptions,
  type EmbeddedMongoProcess,
} from './child-process';
