// Public API: start an embedded MongoDB-compatible server (memory-only or journaled on disk).
import type net from 'node:net';
import { CursorRegistry } from './cursors';
import type { ServerState } from './commands';
import { createWireServer, type Logger } from './server';
import { Store } from './storage/store';
import { openPersistence } from './storage/persistence';
import { TtlMonitor } from './storage/ttl';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Data directory; undefined keeps everything in memory. */
  dbPath?: string;
  logger?: Logger;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the server and resolves once it accepts connections. */
export async function start(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store();
  const persistence = options.dbPath
    ? await openPersistence(options.dbPath, store, options.logger)
    : undefined;
  const state: ServerState = {
    store,
    cursors: new CursorRegistry(),
    startedAt: new Date(),
    host,
    port: 0,
    connections: 0,
  };
  const ttl = new TtlMonitor(store);
  const server = createWireServer(state, options.logger);
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  const hostInUri = host.includes(':') ? `[${host}]` : host;
  const uri = `mongodb://${hostInUri}:${state.port}/`;
  options.logger?.info(
    `embedded-mongo listening on ${uri}${options.dbPath ? ` (data in ${options.dbPath})` : ' (memory only)'}`,
  );
  let stopped: Promise<void> | undefined;
  return {
    uri,
    port: state.port,
    stop() {
      stopped ??= (async () => {
        ttl.stop();
        state.cursors.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await closed;
        await persistence?.close();
      })();
      return stopped;
    },
  };
}
