// The one base query for the /api origin: bearer token, cookies, time zone, errors as ApiError,
// and one silent session refresh when a signed-in call answers 401.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { getToken } from '../storage';
import { refreshAccessToken } from '../session/refresh';
import { isAuthCall } from '../session/paths';
import { currentTimeZone } from '../session/time-zone';
import { endSession } from '../session/session-actions';
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

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/**
 * fetchBaseQuery with the spec's headers; failures become ApiError ("<status>: <body>").
 * A 401 of a call sent with a token triggers one shared refresh and one retry; when the refresh
 * fails the session ends (token, user and cache cleared; the shell shows /auth).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const sentToken = getToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && sentToken && !isAuthCall(urlOf(args))) {
    const fresh = await refreshAccessToken(sentToken);
    if (fresh) result = await rawBaseQuery(args, api, extraOptions);
    else if (getToken() !== null) api.dispatch(endSession('expired'));
  }
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
