// Answers `fetch` at the network boundary: a table of "METHOD /api/path" → handler. Every call is
// recorded so tests can assert what the screen sent. Unknown calls answer 404.
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status?: number; body: unknown } | unknown;

/** Installs a fake API as global.fetch; returns the call log and a way to change routes. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const table = { ...routes };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const url = new URL(req.url);
    const text = await req.text();
    const call = { method: req.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const handler = table[`${call.method} ${url.pathname}`];
    if (!handler) return new Response('{"error":"not_found","message":"Not found"}', { status: 404 });
    const out = handler(call);
    const framed = out && typeof out === 'object' && 'body' in (out as object) ? (out as { status?: number; body: unknown }) : { body: out };
    return new Response(JSON.stringify(framed.body), { status: framed.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    set: (key: string, handler: Handler) => { table[key] = handler; },
    called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.startsWith(path)),
  };
}
