import http from 'node:http';
import https from 'node:https';
import { DependencyError } from './errors';
import { INTERNAL_CALLER_HEADER, INTERNAL_TOKEN_HEADER, type InternalCredential } from './internal-auth';
import { currentRequestId, REQUEST_ID_HEADER } from './request-context';

/** Options of createInternalClient. */
export interface InternalClientOptions {
  baseUrl: string;
  /** Who calls, with its own token (`ownCredential(config, 'social')`). */
  credential: InternalCredential;
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
  /** A read sent as POST (a batch of ids in the body): safe to retry like a GET. */
  safe?: boolean;
  requestId?: string;
}

/** A client for another service's /internal/* API. */
export interface InternalClient {
  get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: CallOptions): Promise<T>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Worth another try: no answer at all, or the receiver said it is temporarily unable.
const retriable = (err: DependencyError) =>
  err.status === undefined || err.status >= 500 || err.status === 429;

// Idle kept-alive connections close after this, before the receiving service's 5 s keep-alive timeout.
const IDLE_SOCKET_MS = 4000;

/**
 * Client for service-to-service calls over node:http with a keep-alive agent, so a call does
 * not open a new TCP connection (idle ones close after 4 s, before the receiver's 5 s keep-alive
 * timeout). Plain node:http rather than the global fetch: the WHATWG Request/Response/stream
 * layers fetch adds cost CPU on every call and nothing here needs them.
 * Sends the caller's name and token (x-internal-caller, x-internal-token) and x-request-id, times out,
 * retries only GETs, POSTs marked safe (reads) and POSTs carrying an idempotency key, and throws DependencyError on failure
 * (including any non-2xx answer) so callers can degrade.
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const { baseUrl, credential, timeoutMs = 2000, retries = 2 } = options;
  const service = options.service ?? baseUrl;
  const base = new URL(baseUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });

  function once<T>(method: string, path: string, body: unknown, call: CallOptions): Promise<T> {
    const headers: Record<string, string> = {
      [INTERNAL_CALLER_HEADER]: credential.caller,
      [INTERNAL_TOKEN_HEADER]: credential.token,
      accept: 'application/json',
    };
    const requestId = call.requestId ?? currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise<T>((resolve, reject) => {
      let timedOut = false;
      let settled = false;
      const fail = (cause: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const what = timedOut ? 'timed out' : 'failed';
        reject(new DependencyError(service, `${method} ${path} ${what}`, undefined, { cause }));
      };
      const req = transport.request(new URL(path, base), { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('response aborted')));
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = text;
          }
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) {
            reject(
              new DependencyError(service, `${method} ${path} answered ${status}`, status, { body: parsed }),
            );
            return;
          }
          resolve(parsed as T);
        });
      });
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on('error', fail);
      req.end(payload);
    });
  }

  async function call<T>(
    method: string,
    path: string,
    body: unknown,
    callOptions: CallOptions = {},
  ): Promise<T> {
    const mayRetry = method === 'GET' || callOptions.safe === true || Boolean(callOptions.idempotencyKey);
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
    delete: (path, callOptions) => call('DELETE', path, undefined, callOptions),
  };
}
