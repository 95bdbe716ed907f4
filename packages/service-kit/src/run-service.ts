import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type BaseConfig, loadConfig } from './config';
import { connectDatabase, type Database } from './database';
import { createLogger } from './logger';

/** What build() receives besides the config. */
export interface ServiceDeps {
  logger: Logger;
  db: Database;
}

/** Options of runService. */
export interface RunServiceOptions<S extends z.ZodObject> {
  name: string;
  configSchema: S;
  build(config: z.infer<S>, deps: ServiceDeps): Express | Promise<Express>;
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
  try {
    const app = await build(config, { logger, db });
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

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down');
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

/** For server.ts: run the service, or log why it cannot start and exit 1. */
export function main<S extends z.ZodObject>(options: RunServiceOptions<S>): void {
  runService(options).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${options.name} failed to start: ${message}`);
    if (!(err instanceof Error && err.name === 'ConfigError')) console.error(err);
    process.exit(1);
  });
}
