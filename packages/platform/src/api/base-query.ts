// The one base query for the /api origin: bearer token, cookies, errors as ApiError.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { getToken } from '../storage';
import { toApiError, type ApiError } from './api-error';

/** Base URL of every call; the gateway routes /api/* to the owning service. */
export const API_BASE_URL = '/api';

// Read the body as text first so an empty or non-JSON body never throws a parse error.
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  responseHandler: readBody,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** fetchBaseQuery with the spec's headers; failures become ApiError ("<status>: <body>"). */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
