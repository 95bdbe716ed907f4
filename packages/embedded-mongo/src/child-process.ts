// The embedded server in a process of its own (child-main.ts), tied to the process that starts it: the
// documents, indexes and their garbage live outside the caller's heap. The child stops when its parent dies
// (the IPC channel closes) and the caller hears when the child dies, so neither outlives the other silently.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './index';

/** What the child is started with (JSON on its command line). */
export type ChildOptions = Omit<EmbeddedMongoOptions, 'logger'>;
export type FromChild =
  | { type: 'ready'; uri: string; socketUri?: string; port: number }
  | { type: 'failed'; message: string }
  | { type: 'log'; level: 'info' | 'warn'; msg: string };
export type ToChild = { type: 'stop' };

export interface ChildProcessOptions extends EmbeddedMongoOptions {
  /** Called when the child exits without being asked to (killed, crashed): the caller has no database. */
  onUnexpectedExit?(code: number | null, signal: NodeJS.Signals | null): void;
  /** How long stop() waits for the child to flush and exit before SIGKILL (default 15 s). */
  stopTimeoutMs?: number;
}

export interface EmbeddedMongoProcess extends EmbeddedMongo {
  /** The database process's id. */
  pid: number;
}

/** The file the bundler writes beside a service's bundle (packages/service-kit/bin/build-service.mjs). */
export const BUNDLED_CHILD = 'embedded-mongo.js';

/**
 * The child's entry: beside the bundle when this code was bundled, else child-main.ts run through tsx
 * (development, tests).
 */
function childEntry(): { file: string; execArgv: string[] } {
  if (!__filename.endsWith('.ts')) {
    const file = path.join(__dirname, BUNDLED_CHILD);
    if (!fs.existsSync(file))
      throw new Error(
        `${file} is missing: the service was built without its database process; build it again`,
      );
    // Not the caller's other flags (--cpu-prof, --inspect on a fixed port): stack traces as readable as its own.
    return { file, execArgv: process.execArgv.filter((a) => a === '--enable-source-maps') };
  }
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  return { file: path.join(__dirname, 'child-main.ts'), execArgv: ['--import', tsx] };
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exited with code ${code}`;

/** Starts the embedded server in a child process; resolves once it accepts connections. */
export function startInChildProcess(options: ChildProcessOptions = {}): Promise<EmbeddedMongoProcess> {
  const { logger, onUnexpectedExit, stopTimeoutMs = 15_000, ...childOptions } = options;
  const { file, execArgv } = childEntry();
  const child: ChildProcess = fork(file, [JSON.stringify(childOptions)], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.on('message', (message: FromChild) => {
    if (message.type === 'log') logger?.[message.level](message.msg);
  });
  return new Promise<EmbeddedMongoProcess>((resolve, reject) => {
    const beforeReady = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`embedded MongoDB process ${describeExit(code, signal)} before it was ready`));
    child.once('exit', beforeReady);
    child.once('error', reject);
    child.on('message', (message: FromChild) => {
      if (message.type === 'failed') {
        child.off('exit', beforeReady);
        reject(new Error(`embedded MongoDB could not start: ${message.message}`));
      }
      if (message.type !== 'ready') return;
      child.off('exit', beforeReady);
      child.once('exit', (code, signal) => {
        if (!stopping) onUnexpectedExit?.(code, signal);
      });
      let stopped: Promise<void> | undefined;
      resolve({
        uri: message.uri,
        socketUri: message.socketUri,
        port: message.port,
        pid: child.pid!,
        stop() {
          stopped ??= (async () => {
            stopping = true;
            if (child.exitCode !== null || child.signalCode !== null) return;
            if (child.connected) child.send({ type: 'stop' } satisfies ToChild);
            const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
            await exited;
            clearTimeout(timer);
          })();
          return stopped;
        },
      });
    });
  });
}
