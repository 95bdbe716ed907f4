// The database process: started by startInChildProcess (child-process.ts) with an IPC channel, it runs one
// embedded server and lives exactly as long as the process that started it. Bundled services run it as
// dist/embedded-mongo.js (fff-build-service); from TypeScript it runs as this file through tsx.
import type { ChildOptions, FromChild, ToChild } from './child-process';
import { start, type EmbeddedMongo } from './index';

const send = (message: FromChild) => {
  if (process.connected) process.send?.(message);
};
// Logs go to the parent, which writes them with its own logger.
const logger = {
  info: (msg: string) => send({ type: 'log', level: 'info', msg }),
  warn: (msg: string) => send({ type: 'log', level: 'warn', msg }),
};

let server: EmbeddedMongo | undefined;
let stopping = false;
/** Stops the server (journal flushed, lock released) and exits; before it started, just exits (a crash is safe). */
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  void (server?.stop() ?? Promise.resolve()).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('embedded MongoDB: stop failed', err);
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  if (!process.send) {
    console.error('embedded-mongo child: start it with an IPC channel (startInChildProcess), not directly');
    process.exit(2);
  }
  const options = JSON.parse(process.argv[2] ?? '{}') as ChildOptions;
  // The parent's death (even by SIGKILL) closes the channel: every write was fdatasynced before its reply,
  // so stopping here loses nothing, and the data directory is free for the parent's successor.
  process.once('disconnect', shutdown);
  process.on('message', (message: ToChild) => {
    if (message.type === 'stop') shutdown();
  });
  // A group signal (Ctrl-C, a supervisor's SIGTERM to the process group) reaches the service too, and the
  // service stops us once its requests have drained; alone (no parent any more), we stop now.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (!process.connected) shutdown();
    });
  try {
    server = await start({ ...options, logger });
  } catch (err) {
    send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  send({ type: 'ready', uri: server.uri, socketUri: server.socketUri, port: server.port });
}

void main();
