// Answers `fetch` at the network boundary: a table of "METHOD /api/path" → handler, and '*' for any
// other call. Every call is recorded so tests can assert what a screen sent. Unknown calls answer 404.
// The one fetch fake of the shell, the remotes and the platform's own tests.
import { parseJsonOrText } from '../api/base-query';

/** One recorded request; `body` is parsed JSON (undefined for other content, e.g. multipart). */
export interface FakeCall {
  method: string;
  /** Pathname only, e.g. /api/user. */
  path: string;
  /** Query string with its '?', or ''. */
  search: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: unknown;
}

/** A handler's answer: a Response, `{ status?, body }`, or just the JSON body (status 200). */
export type FakeReply = Response | { status?: number; body: unknown } | unknown;
/** Answers one call. */
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** The installed fake: the call log, a way to change routes, and a filter by method and path prefix. */
export interface FakeApi {
  calls: FakeCall[];
  set: (key: string, handler: FakeHandler) => void;
  called: (method: string, pathPrefix: string) => FakeCall[];
}

/** JSON response helper. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// `{ status?, body }` only when those are its only keys, so a plain body with a 'body' field stays a body.
function isFramed(out: unknown): out is { status?: number; body: unknown } {
  if (!out || typeof out !== 'object' || !('body' in out)) return false;
  return Object.keys(out).every((k) => k === 'body' || k === 'status');
}

function toResponse(out: FakeReply): Response {
  if (out instanceof Response) return out;
  return isFramed(out) ? json(out.status ?? 200, out.body) : json(200, out);
}

// jsdom cannot stream a File back out of a multipart Request, so only text bodies are read.
async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/')) return undefined;
  const text = await request.text();
  return text ? parseJsonOrText(text) : undefined;
}

/** Installs the fake as global.fetch (jest). */
export function fakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const calls: FakeCall[] = [];
  const table = { ...routes };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      url: request.url,
      headers: request.headers,
      credentials: request.credentials,
      body: await readBody(request),
    };
    calls.push(call);
    const handler = table[`${call.method} ${call.path}`] ?? table['*'];
    if (!handler) return json(404, { error: 'not_found', message: 'Not found' });
    return toResponse(await handler(call));
  }) as typeof fetch;
  return {
    calls,
    set: (key, handler) => {
      table[key] = handler;
    },
    called: (method, pathPrefix) =>
      calls.filter((c) => c.method === method && (c.path + c.search).startsWith(pathPrefix)),
  };
}
