import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one request of a shared suite answered. */
export interface SuiteAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/**
 * Serve `app` on a free port (127.0.0.1, port 0) for the enclosing describe block; `call` requests it.
 * Plain fetch, so the kit's entry needs no test-only dependency.
 */
export function serveDuringSuite(app: RequestListener) {
  const server = http.createServer(app);
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function call(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<SuiteAnswer> {
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the suite's assertions show the text.
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, body: parsed };
  }
  return { call };
}
