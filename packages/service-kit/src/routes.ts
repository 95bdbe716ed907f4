import { toExpressPath, type HttpMethod, type InternalCaller, type RouteDoc } from '@fff/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { safeParse, type $ZodType, type input, type output } from 'zod/v4/core';
import { programmerError, type AppError } from './errors';
import { exactRouteTable } from './exact-routes';
import { validate } from './validate';

type Infer<S> = S extends $ZodType ? output<S> : undefined;

/** The request parts a declared route validated, typed by its own schemas. */
export interface RouteInput<D extends RouteDoc> {
  params: Infer<D['params']>;
  query: Infer<D['query']>;
  body: Infer<D['body']>;
}

/** Any body one of the route's declared answers may carry (anything when the doc is a plain RouteDoc). */
export type RouteReply<D extends RouteDoc> = number extends keyof D['responses']
  ? unknown
  : {
      [K in keyof D['responses']]: D['responses'][K] extends { schema: infer S extends $ZodType }
        ? input<S>
        : never;
    }[keyof D['responses']];

/** What a declared route's handler gets besides its input. */
export interface RouteContext<Deps> {
  req: Request;
  res: Response;
  deps: Deps;
}

/**
 * A route's handler: returns the body to answer (sent as JSON with the route's first success status,
 * or with the status the handler set on `res`), or answers itself through `res` and returns nothing.
 */
export type RouteHandler<Deps, D extends RouteDoc> = (
  input: RouteInput<D>,
  ctx: RouteContext<Deps>,
) => Promise<RouteReply<D> | void> | RouteReply<D> | void;

/** Options of one declared route beyond its description. */
export interface RouteOptions<Deps> {
  /** Middleware before validation (rate limits, cookie parsing…), built once from the mount's deps. */
  before?: (deps: Deps) => RequestHandler[];
  /** Middleware after validation, before the handler (e.g. a limit keyed by a validated field). */
  after?: (deps: Deps) => RequestHandler[];
  /** Answer a validation failure with this error instead of 400 `validation`. */
  onInvalid?: (message: string) => AppError;
}

/** Where a declared route is added (routerOf: the Express router and its exact-path table). */
export interface RouteTarget {
  add(method: HttpMethod, path: string, handlers: readonly RequestHandler[]): void;
}

/** A route declared once: its description (contract schemas) and how Express serves it. */
export interface DeclaredRoute<Deps = void> {
  readonly doc: RouteDoc;
  /** Adds the route at its full path: guard, `before`, validation by doc's schemas, `after`, handler. */
  mount(target: RouteTarget, deps: Deps, guards: RouteGuards): void;
}

/** One guard: a middleware or a chain of them (e.g. requireAuth plus a session check plus write limits). */
export type RouteGuard = RequestHandler | readonly RequestHandler[];

/**
 * The guards of one service, per kind of `auth` its routes declare: `bearer` and `optional-bearer`
 * as middleware, `internal` built per route from the callers the route names. A route declaring a
 * kind with no guard here is refused at mount time (the app does not start), so a declared sign-in
 * always protects. `none` needs nothing; a `{ cookie }` route checks its cookie in its handler,
 * whose refusal is the spec's own answer.
 */
export interface RouteGuards {
  bearer?: RouteGuard;
  'optional-bearer'?: RouteGuard;
  internal?: (callers: readonly InternalCaller[]) => RouteGuard;
}

/** The guard chain of one route; throws (at mount) when the route's auth kind has no guard. */
function guardOf(doc: RouteDoc, guards: RouteGuards): RequestHandler[] {
  const where = `${doc.method} ${doc.path}`;
  if (doc.auth === 'none' || typeof doc.auth === 'object') return [];
  if (doc.auth === 'internal') {
    if (!doc.callers?.length) throw new Error(`${where} is internal but names no callers`);
    if (!guards.internal) throw new Error(`${where} declares internal auth but no internal guard was given`);
    return [guards.internal(doc.callers)].flat();
  }
  const guard = guards[doc.auth];
  if (!guard) throw new Error(`${where} declares ${doc.auth} auth but no ${doc.auth} guard was given`);
  return [guard].flat();
}

/**
 * Under jest (NODE_ENV=test) every body a declared route returns is parsed with the schema its doc declares
 * for that status, so a service test fails when a handler answers outside its contract.
 */
const CHECK_REPLIES = process.env.NODE_ENV === 'test';

function checkReply(doc: RouteDoc, status: number, reply: unknown): void {
  const schema = doc.responses[status]?.schema;
  if (!schema) return;
  const result = safeParse(schema, JSON.parse(JSON.stringify(reply)));
  if (result.success) return;
  const issue = result.error.issues[0];
  throw programmerError(
    new Error(
      `${doc.method} ${doc.path} answered ${status} outside its declared schema: ${issue?.path.join('.')} ${issue?.message}`,
    ),
  );
}

/** The first success status of a route: what a returned body is answered with. */
function successStatus(doc: RouteDoc): number {
  const statuses = Object.keys(doc.responses)
    .map(Number)
    .filter((s) => s < 300)
    .sort((a, b) => a - b);
  const first = statuses[0];
  if (first === undefined) throw new Error(`${doc.method} ${doc.path}: no success response`);
  return first;
}

/**
 * `declareRoutes<Deps>()` gives the `route(doc, handler, options?)` of one feature whose handlers need `Deps`.
 * The doc is the route's one description: `routerOf` validates with its params/query/body schemas and
 * `docsOf` hands the same objects to buildOpenApi, so the two cannot drift.
 */
export function declareRoutes<Deps = void>() {
  return function route<const D extends RouteDoc>(
    doc: D,
    handler: RouteHandler<Deps, D>,
    options: RouteOptions<Deps> = {},
  ): DeclaredRoute<Deps> {
    const status = successStatus(doc);
    const schemas = { params: doc.params, query: doc.query, body: doc.body };
    const validates = !doc.unvalidated && (doc.params || doc.query || doc.body);
    return {
      doc,
      mount(target, deps, guards) {
        const chain: RequestHandler[] = [
          ...guardOf(doc, guards),
          ...(options.before?.(deps) ?? []),
          ...(validates ? [validate(schemas, { onInvalid: options.onInvalid })] : []),
          ...(options.after?.(deps) ?? []),
        ];
        const serve: RequestHandler = async (req, res) => {
          const store = (res.locals.validated ?? {}) as Partial<RouteInput<D>>;
          const input = { params: store.params, query: store.query, body: store.body } as RouteInput<D>;
          const reply = await handler(input, { req, res, deps });
          if (reply === undefined || res.headersSent) return;
          const sent = res.statusCode === 200 ? status : res.statusCode;
          if (CHECK_REPLIES) checkReply(doc, sent, reply);
          sendJson(res, sent, reply);
        };
        target.add(doc.method, toExpressPath(doc.path), [...chain, serve]);
      },
    };
  };
}

/**
 * The reply as JSON, written straight to the response: Express's res.json goes through res.send's
 * content-type, charset, ETag and freshness steps, none of which a per-learner no-store answer needs
 * (the app turns ETags off), and that path was a few percent of a hot route's CPU.
 */
function sendJson(res: Response, status: number, reply: unknown): void {
  const text = JSON.stringify(reply);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  // Node writes no body for a HEAD request's answer.
  res.end(text);
}

/** How a feature's routes join a service's one `routes` array (see routeGroup). */
export interface RouteGroupOptions<AppDeps, Deps> {
  /** The part of the service's deps the feature's handlers need (called once per route at mount). */
  deps: (app: AppDeps) => Deps;
  /** Mounted only when this says so (e.g. test pages outside production); described either way. */
  when?: (app: AppDeps) => boolean;
  /** The service's guards as this feature needs them (e.g. a spec text before the sign-in check). */
  guards?: (guards: RouteGuards, app: AppDeps) => RouteGuards;
}

/**
 * A feature's declared routes as routes of the whole service, so each service keeps one `routes`
 * array that its app mounts (`routerOf(routes, appDeps, guards)`) and its OpenAPI document
 * describes (`docsOf(routes)`): there is no second list to forget a route in.
 */
export function routeGroup<AppDeps, Deps>(
  routes: readonly DeclaredRoute<Deps>[],
  options: RouteGroupOptions<AppDeps, Deps>,
): DeclaredRoute<AppDeps>[] {
  return routes.map((r) => ({
    doc: r.doc,
    mount(target, app, guards) {
      if (options.when && !options.when(app)) return;
      r.mount(target, options.deps(app), options.guards ? options.guards(guards, app) : guards);
    },
  }));
}

/** An Express router serving declared routes at their full paths (mount it with `app.use(router)`). */
export function routerOf<Deps>(
  routes: readonly DeclaredRoute<Deps>[],
  deps: Deps,
  guards: RouteGuards = {},
): Router {
  const router = Router();
  const exact = exactRouteTable();
  router.use(exact.dispatch);
  const target: RouteTarget = {
    add(method, path, handlers) {
      router[method](path, ...handlers);
      exact.add(method, path, handlers);
    },
  };
  for (const r of routes) r.mount(target, deps, guards);
  return router;
}

/** The descriptions of declared routes, for buildOpenApi. */
export const docsOf = (routes: readonly DeclaredRoute<never>[]): RouteDoc[] => routes.map((r) => r.doc);
