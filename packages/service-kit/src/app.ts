import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFoundHandler } from './error-handler';
import { measureRequests, serviceMetrics } from './metrics';
import { rejectHostilePaths } from './path-guard';
import { assignRequestId, bindRequestContext } from './request-context';
import { trustGatewayHop } from './trusted-proxy';

/** What createApp needs from a service. */
export interface CreateAppOptions {
  name: string;
  logger: Logger;
  /** Mount the service's routers here (after parsing, before the 404 and error handlers). */
  configure(app: Express): void;
  health: { ready(): Promise<boolean> };
  /** express.json limit; default 100kb. */
  bodyLimit?: string;
  /** TRUST_PROXY: which connecting peer is the gateway (see trusted-proxy.ts); default `loopback`. */
  trustProxy?: string;
}

/**
 * The Express 5 app every service shares: helmet, request id, pino-http, JSON body parsing,
 * /healthz, /readyz, /metrics, the service's routes, a JSON 404 and the central error handler.
 */
export function createApp({
  name,
  logger,
  configure,
  health,
  bodyLimit = '100kb',
  trustProxy = 'loopback',
}: CreateAppOptions): Express {
  const app = express();
  const metrics = serviceMetrics(name);
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // The gateway is the one hop in front of us; trust it (and nothing behind it) for req.ip.
  app.set('trust proxy', trustGatewayHop(trustProxy));

  app.use(assignRequestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => req.id,
      autoLogging: {
        ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics',
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
    }),
  );
  app.use(measureRequests(metrics));
  app.use(helmet());
  app.use(rejectHostilePaths);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await health.ready().catch(() => false);
    if (ready) res.json({ status: 'ready' });
    else res.status(503).json({ error: 'not_ready', message: 'The service cannot reach its database yet.' });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use(express.json({ limit: bodyLimit }));
  app.use(bindRequestContext);
  configure(app);

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
