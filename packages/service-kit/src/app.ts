import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { internalCredentials, ownCredential, type BaseConfig, type ServiceName } from './config';
import { databaseReady } from './database';
import { errorHandler, notFoundHandler } from './error-handler';
import { series } from './handler-series';
import { internalGate } from './internal-auth';
import { measureRequests, serviceMetrics } from './metrics';
import { rejectHostilePaths } from './path-guard';
import { securityHeaders as helmetSecurityHeaders } from './security-headers';
import { createSessionCheck, rejectRevokedSessions } from './session-check';
import { assignRequestId, bindRequestContext } from './request-context';
import { logRequests } from './request-log';
import { routerOf, type DeclaredRoute, type RouteGuard, type RouteGuards } from './routes';
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
 * The Express 5 app every service shares: helmet, request id, request logs, JSON body parsing,
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
  const trusted = trustGatewayHop(trustProxy);
  app.set('trust proxy', trusted);
  // Answers are per learner and sent no-store; no client revalidates them, so hashing every body
  // for an ETag (a SHA-1 over a friends list each time) buys nothing.
  app.set('etag', false);
  // The gateway hides a service's security headers and request id and sends its own copies
  // (gateway/src/headers.ts, the one list browsers see), so an answer to the gateway leaves them out;
  // anyone else reaching a service directly still gets them.
  const direct = (req: Request) => !trusted(req.socket.remoteAddress, 0);

  // Browser protections: /internal answers only services (never routed by the gateway), so its
  // JSON skips the dozen headers each side would write and parse on every internal call.
  const securityHeaders = helmetSecurityHeaders();
  const browserHeaders: RequestHandler = (req, res, next) => {
    if (req.url.startsWith('/internal/') || !direct(req)) next();
    else securityHeaders(req, res, next);
  };
  app.use(
    series(
      assignRequestId(direct),
      logRequests(logger, {
        ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics',
        // `err` is a caller that hung up before the answer (the renderer cancels calls it no longer
        // needs, a learner leaves a page): worth seeing, not an error of the service.
        level: (_req, res, err) =>
          err ? 'warn' : res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
      }),
      measureRequests(metrics),
      browserHeaders,
      rejectHostilePaths,
    ),
  );

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

  app.use(series(express.json({ limit: bodyLimit }), bindRequestContext));
  configure(app);

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}

/** What createServiceApp needs: the service's parsed config, its one routes array and their guards. */
export interface CreateServiceAppOptions<Deps> {
  /** `svc-<caller>`: the caller name it sends on its own internal calls is the part after `svc-`. */
  name: `svc-${ServiceName}`;
  logger: Logger;
  config: Pick<BaseConfig, 'BODY_LIMIT' | 'TRUST_PROXY' | 'SESSION_CHECK_MS' | 'IDENTITY_URL'> &
    Parameters<typeof internalCredentials>[0];
  /** Access-token public key: with it, /api refuses tokens of ended sessions (SESSION_CHECK_MS > 0). */
  publicKey?: string;
  /** The service's OpenAPI description (of the same `routes`), at GET /openapi.json (internal port only). */
  openApi: () => object;
  /** Every declared route of the service, in mount order; the OpenAPI document describes the same array. */
  routes: readonly DeclaredRoute<Deps>[];
  deps: Deps;
  /** Guards of the kinds the routes declare besides `internal`, which the kit builds from the credentials. */
  guards: Omit<RouteGuards, 'internal'>;
}

/**
 * createApp as every service uses it: settings from config, readiness = the database, ended
 * sessions refused by every signed-in route within SESSION_CHECK_MS (identity is asked, cached), the service's
 * declared routes behind the guards their `auth` names (a kind without a guard stops the start),
 * each /internal route open only to the callers it names, every other /internal path behind some
 * caller's credential (401, not 404, for a stranger), and GET /openapi.json.
 */
export function createServiceApp<Deps>({
  name,
  logger,
  config,
  publicKey,
  openApi,
  routes,
  deps,
  guards,
}: CreateServiceAppOptions<Deps>) {
  const gate = internalGate(internalCredentials(config));
  const caller = name.slice('svc-'.length) as ServiceName;
  // The check rides on the signed-in guards, not on every /api path: an unknown or unmounted
  // path answers 404 without asking identity (and without a 503 while identity is down).
  const withSessionCheck = (given: Omit<RouteGuards, 'internal'>): Omit<RouteGuards, 'internal'> => {
    if (!publicKey || config.SESSION_CHECK_MS <= 0) return given;
    const check = rejectRevokedSessions(
      publicKey,
      createSessionCheck({
        identityUrl: config.IDENTITY_URL,
        credential: ownCredential(config, caller),
        cacheMs: config.SESSION_CHECK_MS,
        logger,
      }),
    );
    // First in the chain, as an ended session must not even count as presence or against limits.
    const chain = (guard: RouteGuard | undefined) => (guard ? [check, ...[guard].flat()] : undefined);
    return { ...given, bearer: chain(given.bearer), 'optional-bearer': chain(given['optional-bearer']) };
  };
  return createApp({
    name,
    logger,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    health: { ready: () => databaseReady() },
    configure(app) {
      app.use('/internal', gate.anyCaller);
      app.use(routerOf(routes, deps, { ...withSessionCheck(guards), internal: gate.only }));
      app.get('/openapi.json', (_req, res) => {
        res.json(openApi());
      });
    },
  });
}
