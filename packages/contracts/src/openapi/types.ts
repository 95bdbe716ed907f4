// Core types: a route may describe itself with zod/mini (the contracts) or classic schemas (a service's own).
import type * as z from 'zod/mini';

/** HTTP methods the services use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: a signed-in learner's access token, an access token when present
 * (public otherwise), the service-to-service x-internal-token, anyone, or the holder of a cookie.
 */
export type RouteAuth = 'bearer' | 'optional-bearer' | 'internal' | 'none' | { cookie: string };

/** Who calls `/internal` routes: each service and the shell's page renderer, each with its own credential. */
export const INTERNAL_CALLERS = ['identity', 'learning', 'social', 'renderer'] as const;
export type InternalCaller = (typeof INTERNAL_CALLERS)[number];

/** One answer of a route; without schema the body is described by its content type only, without either it is empty (204). */
export interface ResponseDoc {
  description: string;
  schema?: z.core.$ZodType;
  /** Default application/json. */
  contentType?: string;
}

/** One route of a service as the OpenAPI description shows it. */
export interface RouteDoc {
  method: HttpMethod;
  /** OpenAPI style, e.g. `/api/lessons/{id}`. */
  path: string;
  summary: string;
  auth: RouteAuth;
  /** For `internal` routes (required there): the callers allowed; any other caller gets 403. */
  callers?: readonly InternalCaller[];
  tags?: readonly string[];
  params?: z.core.$ZodObject;
  /** params/query/body only describe the request (the route checks by hand): no automatic 400. */
  unvalidated?: boolean;
  query?: z.core.$ZodObject;
  body?: z.core.$ZodType;
  /** Default application/json (multipart/form-data for uploads). */
  bodyContentType?: string;
  /** Success answers and answers with their own shape (e.g. 403 no_hearts), by status. */
  responses: Record<number, ResponseDoc>;
  /**
   * Statuses answered with the error envelope besides the automatic ones
   * (400 when anything is validated, 401 for bearer and cookie, 401 and 403 for internal).
   */
  errors?: readonly number[];
}

/** What buildOpenApi needs. */
export interface OpenApiInput {
  title: string;
  version: string;
  description?: string;
  routes: readonly RouteDoc[];
}

/** A JSON Schema / OpenAPI node: plain JSON. */
export type JsonObject = { [key: string]: unknown };
