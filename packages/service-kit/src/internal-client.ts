import { DependencyError } from './errors';
import { INTERNAL_TOKEN_HEADER } from './internal-auth';
import { currentRequestId, REQUEST_ID_HEADER } from './request-context';

/** Options of createInternalClient. */
export interface InternalClientOptions {
  baseUrl: string;
  token: string;
  /** Name used in errors and logs; defaults to the base URL. */
  service?: string;
  timeoutMs?: number;
  /** Extra attempts after the first, for idempotent calls only. */
  retries?: number;
}

/** Per-call options. */
export interface CallOptions {
  /** Makes a POST safe to retry: the receiver must treat a repeated key as the same operation. */
  idempotencyKey?: string;
  requestId?: string;
}

/** A client for another service's /internal/* API. */
export interface InternalClient {
  get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<T>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Worth another try: no answer at all, or the receiver said it is temporarily unable.
const retriable = (err: DependencyError) =>
  err.status === undefined || err.status >= 500 || err.status === 429;

/**
 * Client for service-to-service calls over Node's global fetch, whose connection pool keeps
 * connections alive between calls (idle ones close after 4 s, before the receiving service's 5 s
 * keep-alive timeout), so a call does not open a new TCP connection.
 * Sends x-internal-token and x-request-id, times out,
 * retries only GETs and POSTs carrying an idempotency key, and throws DependencyError on failure
 * (including any non-2xx answer) so callers can degrade.
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const { baseUrl, token, timeoutMs = 2000, retries = 2 } = options;
  const service = options.service ?? baseUrl;

  async function once<T>(method: string, path: string, body: unknown, call: CallOptions): Promise<T> {
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token, accept: 'application/json' };
    const requestId = call.requestId ?? currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = (cause as Error).name === 'TimeoutError';
      throw new DependencyError(
        service,
        `${method} ${path} ${timedOut ? 'timed out' : 'failed'}`,
        undefined,
        { cause },
      );
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      throw new DependencyError(service, `${method} ${path} answered ${response.status}`, response.status, {
        body: parsed,
      });
    }
    return parsed as T;
  }

  async function call<T>(
    method: string,
    path: string,
    body: unknown,
    callOptions: CallOptions = {},
  ): Promise<T> {
    const mayRetry = method === 'GET' || Boolean(callOptions.idempotencyKey);
    const attempts = mayRetry ? retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(method, path, body, callOptions);
      } catch (err) {
        if (!(err instanceof DependencyError) || !retriable(err) || attempt >= attempts) throw err;
        await sleep(50 * 2 ** attempt);
      }
    }
  }

  return {
    get: (path, callOptions) => call('GET', path, undefined, callOptions),
    post: (path, body, callOptions) => call('POST', path, body, callOptions),
  };
}
