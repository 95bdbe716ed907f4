// The one base query for the /api origin: bearer token, cookies, time zone, errors as ApiError,
// and one silent session refresh when a signed-in call answers 401.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { renewSession } from '../session/refresh';
import { isAuthCall } from '../session/paths';
import { currentTimeZone } from '../session/time-zone';
import { endSession } from '../session/end-session';
import { getToken } from '../session/token';
import { toApiError, type ApiError } from './api-error';

/** Base URL of every call; the gateway routes /api/* to the owning service. */
export const API_BASE_URL = '/api';

/** Parsed JSON, or the text itself when it is not JSON (package-internal; the test fake uses it too). */
export function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Read the body as text first so an empty or non-JSON body never throws a parse error.
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? parseJsonOrText(text) : null;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  responseHandler: readBody,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const zone = currentTimeZone();
    if (zone) headers.set('x-time-zone', zone);
    return headers;
  },
});

/**
 * A store made on a server to render a learner's page (createAppStore's `server`): its calls go to
 * `apiBaseUrl` with that learner's token and zone. Per store, never the page's module state, so
 * renders of different learners in one process cannot mix their tokens.
 */
export interface ServerQueryContext {
  /** Absolute base of /api on the server's side (e.g. http://gateway:8080/api). */
  apiBaseUrl: string;
  token: string;
  timeZone?: string;
}

const serverBaseQueries = new WeakMap<ServerQueryContext, typeof rawBaseQuery>();

function serverBaseQuery(server: ServerQueryContext): typeof rawBaseQuery {
  let query = serverBaseQueries.get(server);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: server.apiBaseUrl,
      responseHandler: readBody,
      prepareHeaders: (headers) => {
        headers.set('Authorization', `Bearer ${server.token}`);
        if (server.timeZone) headers.set('x-time-zone', server.timeZone);
        return headers;
      },
    });
    serverBaseQueries.set(server, query);
  }
  return query;
}

/** The server context of a store made with one (the thunk's extra argument), else undefined. */
function serverContextOf(extra: unknown): ServerQueryContext | undefined {
  const server = (extra as { server?: ServerQueryContext } | undefined)?.server;
  return server && typeof server.apiBaseUrl === 'string' ? server : undefined;
}

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/** Per-endpoint options of the base query (`extraOptions` of an endpoint). */
export interface BaseQueryOptions {
  /**
   * For routes that answer both signed-in and anonymous callers (optional auth, e.g. GET /api/levels):
   * true when `data` is the signed-in answer. A token that the server no longer accepts gives the
   * anonymous answer instead of a 401, so such an answer to a call sent with a token is handled
   * like a 401: one shared refresh and one retry.
   */
  isSignedInAnswer?: (data: unknown) => boolean;
}

function asksForSession(
  result: { error?: { status: unknown }; data?: unknown },
  options: BaseQueryOptions | undefined,
): boolean {
  if (result.error) return result.error.status === 401;
  return options?.isSignedInAnswer ? !options.isSignedInAnswer(result.data) : false;
}

/**
 * fetchBaseQuery with the spec's headers; failures become ApiError ("<status>: <body>").
 * A 401 of a call sent with a token triggers one shared refresh and one retry (none when another
 * call already renewed the token); when the server refuses the refresh the session ends (token,
 * user and cache cleared; the shell shows /auth). An unreachable identity leaves the session be.
 * `extraOptions.isSignedInAnswer` extends this to optional-auth routes (see BaseQueryOptions).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, BaseQueryOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const server = serverContextOf(api.extra);
  if (server) {
    // A server render: no refresh and no session to end; a failure is the render's to handle.
    const answer = await serverBaseQuery(server)(args, api, extraOptions);
    if (answer.error) return { error: toApiError(answer.error, answer.meta?.response), meta: answer.meta };
    return { data: answer.data, meta: answer.meta };
  }
  const sentToken = getToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  if (sentToken && asksForSession(result, extraOptions) && !isAuthCall(urlOf(args))) {
    const current = getToken();
    const outcome = current && current !== sentToken ? 'renewed' : await renewSession();
    if (outcome === 'renewed') result = await rawBaseQuery(args, api, extraOptions);
    else if (outcome === 'refused' && getToken() !== null) endSession('expired')(api.dispatch);
  }
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
