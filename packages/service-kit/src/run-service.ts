import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type BaseConfig, loadConfig } from './config';
import { connectDatabase, type Database } from './database';
import type { DurableWorker } from './durable-worker';
import { createLogger } from './logger';

/** What build() receives besides the config. */
export interface ServiceDeps {
  logger: Logger;
  db: Database;
}

/**
 * What a service's deps module hands main: the app and its background workers, which runService
 * starts once the service listens (a first pass at once, then every poll) and stops on shutdown.
 */
export interface ServiceParts {
  app: Express;
  workers?: readonly DurableWorker[];
}

/** Options of runService. */
export interface RunServiceOptions<S extends z.ZodObject> {
  name: string;
  configSchema: S;
  build(config: z.infer<S>, deps: ServiceDeps): Express | ServiceParts | Promise<Express | ServiceParts>;
  env?: NodeJS.ProcessEnv;
  /** Exit the process on SIGTERM/SIGINT after shutting down (default true). */
  handleSignals?: boolean;
}

/** A running service. */
export interface RunningService {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** Validate config, connect the database, build the app, listen, and shut down gracefully on SIGTERM/SIGINT. */
export async function runService<S extends z.ZodObject>(
  options: RunServiceOptions<S>,
): Promise<RunningService> {
  const { name, configSchema, build, env = process.env, handleSignals = true } = options;
  // Config first: nothing starts when a setting is wrong.
  const config = loadConfig(configSchema, env) as z.infer<S> & BaseConfig;
  const logger = createLogger(name, config.LOG_LEVEL);
  const db = await connectDatabase(config, logger);
  let server: Server;
  let workers: readonly DurableWorker[] = [];
  try {
    const built = await build(config, { logger, db });
    // An Express app is a function; ServiceParts is a plain object.
    const parts: ServiceParts = typeof built === 'function' ? { app: built } : built;
    const { app } = parts;
    workers = parts.workers ?? [];
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.PORT, config.HOST, (err?: Error) =>
        err ? reject(err) : resolve(listening),
      );
    });
  } catch (err) {
    await db.stop();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;
  logger.info({ url }, `${name} listening on ${url}`);
  // Worker timers are unref'd: they never hold the process, and their work waits in the database.
  for (const worker of workers) {
    worker.start();
    worker.kick();
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down');
      for (const worker of workers) worker.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      await closed;
      clearTimeout(force);
      await db.stop();
      logger.info('stopped');
    })());

  if (handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'signal received');
      stop().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    // After an unexpected error the process state is unknown: log it and let the supervisor restart us.
    const crash = (err: unknown) => {
      logger.fatal({ err }, 'unexpected error, exiting');
      process.exit(1);
    };
    process.once('uncaughtException', crash);
    process.once('unhandledRejection', crash);
  }
  return { server, url, stop };
}

/** For main.ts: run the service, or log why it cannot start and exit 1. */
export function main<S extends z.ZodObject>(options: RunServiceOptions<S>): void {
  runService(options).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${options.name} failed to start: ${message}`);
    if (!(err instanceof Error && err.name === 'ConfigError')) console.error(err);
    process.exit(1);
  });
}
