import type { RequestListener } from 'node:http';
import type { InternalCaller } from '@fff/contracts';
import fc from 'fast-check';
import { serveDuringSuite, type SuiteAnswer } from './http';
import { internalHeaders } from './internal';

// HTTP fuzz of every operation of a service's OpenAPI document (fast-check). Requests are built
// from the document (path and query parameters, request body schema) and then made hostile:
// wrong types, huge and odd strings, NoSQL operators, prototype keys, malformed JSON, odd content
// types, bad tokens. Whatever arrives, the service must answer below 500 (a 503 only as the
// `dependency_unavailable` envelope of a missing neighbour), as the JSON envelope when it refuses,
// never with a stack trace, and keep serving.
//
// Loaded lazily by fuzz-suite.ts (what the testing entry exports): fast-check is a devDependency,
// loaded only by the tests that fuzz.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-callers'?: InternalCaller[];
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** What describeOpenApiFuzz needs from a service. */
export interface OpenApiFuzzOptions {
  /** The real app, connected to a test database by the caller (beforeAll). */
  build: () => { app: RequestListener };
  document: () => object;
  /** Valid Authorization headers (e.g. a signed-in user) mixed with hostile ones; called once, after setup. */
  authorizations?: () => Promise<string[]> | string[];
  /** Extra headers valid for this service, sometimes sent (an internal route's first caller's are added). */
  extraHeaders?: Record<string, string>;
  /** Requests per operation; default FUZZ_RUNS or 6 (the CI profile). */
  runs?: number;
}

/** The credential of an internal route's first named caller (`x-callers`), so the fuzz reaches its handler. */
const callerHeaders = (op: Operation): Record<string, string> => {
  const caller = op['x-callers']?.[0];
  return caller ? internalHeaders(caller) : {};
};

const STACK_FRAME = /\bat .*\.[cm]?[jt]sx?:\d+|MongoServerError|TypeError:|ReferenceError:/;

/** Longest fuzzed address (path and query): one 10,000-character value fits, two do not. */
const MAX_URL_CHARS = 12_000;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '../../etc/passwd',
  '%2e%2e%2f',
  '\u0000',
  '\u202e\u0041',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"$gt":""}',
  'a'.repeat(10_000),
  '__proto__',
  'constructor',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '-1',
  '1e309',
  'NaN',
  'null',
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e308, [], {}),
  fc.constant({ $gt: '' }),
  fc.constant({ $where: 'sleep(1000)' }),
  fc.constant({ __proto__: { polluted: true } }),
  fc.jsonValue({ maxDepth: 3 }),
);

function resolve(doc: object, schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  const path = schema.$ref.replace(/^#\//, '').split('/');
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc) as Schema;
}

/** A value that often fits the schema and sometimes is hostile. */
function fromSchema(doc: object, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(doc, s, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), hostileValue);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const fitting: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'object': {
        const props = Object.entries(schema.properties ?? {});
        const record = Object.fromEntries(props.map(([k, s]) => [k, fromSchema(doc, s, depth + 1)]));
        return fc.record(record, { requiredKeys: [] });
      }
      case 'array':
        return fc.array(fromSchema(doc, schema.items, depth + 1), { maxLength: 5 });
      case 'integer':
        return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer());
      case 'number':
        return fc.double();
      case 'boolean':
        return fc.boolean();
      case 'string':
        return fc.oneof(fc.string({ maxLength: 30 }), fc.emailAddress(), hostileString);
      default:
        return hostileValue;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 1, arbitrary: hostileValue });
}

interface FuzzRequest {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function requestArbitrary(
  doc: object,
  template: string,
  op: Operation,
  auths: string[],
  extra: Record<string, string>,
) {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const segment = fc.oneof(
    fc.stringMatching(/^[a-f0-9]{24}$/),
    fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    hostileString,
  );
  const pathArb = fc
    .tuple(...pathParams.map(() => segment))
    .map((values) =>
      pathParams.reduce(
        (p, param, i) => p.replace(`{${param.name}}`, encodeURIComponent(String(values[i]))),
        template,
      ),
    );
  const queryArb = fc
    .tuple(
      fc.record(Object.fromEntries(queryParams.map((q) => [q.name, fromSchema(doc, q.schema)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 2 }),
    )
    .map(([known, extraKeys]) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...known, ...extraKeys }))
        search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      const text = search.toString();
      return text ? `?${text}` : '';
    });
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const bodyArb: fc.Arbitrary<string | undefined> = fc.oneof(
    fromSchema(doc, bodySchema).map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom(
      '{"a": [',
      '{"__proto__": {"isDeveloper": true}}',
      'null',
      '[]',
      '"x"',
      '{"email": {"$ne": null}}',
    ),
    fc.constant(undefined),
  );
  const safeHeader = fc.stringMatching(/^[\x21-\x7e]{0,60}$/);
  const headersArb = fc.record(
    {
      'content-type': fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      authorization: fc.oneof(
        fc.constantFrom(...auths),
        safeHeader.map((t) => `Bearer ${t}`),
        safeHeader,
      ),
      cookie: safeHeader.map((v) => `fff_refresh=${v}`),
      'x-time-zone': fc.oneof(fc.constantFrom('Europe/Berlin', 'Not/AZone', ''), safeHeader),
      'x-request-id': safeHeader,
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, fc.constant(v)])),
    },
    { requiredKeys: ['content-type'] },
  );
  return (
    fc
      .record({ path: pathArb, query: queryArb, headers: headersArb, body: bodyArb })
      // Two 10,000-character values in one address pass Node's 16 KB header limit, and Node itself
      // answers 431 without a body before any app code runs (nginx refuses such a line with 414 even
      // earlier): that says nothing about the service, and failed the suite at random.
      .filter(({ path, query }) => path.length + query.length <= MAX_URL_CHARS)
      .map(({ path, query, headers, body }): FuzzRequest => ({
        path: path + query,
        headers: headers as Record<string, string>,
        body,
      }))
  );
}

function expectSafe(res: SuiteAnswer, label: string, op: Operation): void {
  // A 503 is a dependency being down (the tests run a service alone): the kit's dependency_unavailable,
  // or a 503 the operation documents (export-data answers export_unavailable when a service is down).
  const dependencyDown =
    res.status === 503 &&
    ((res.body as { error?: string })?.error === 'dependency_unavailable' ||
      op.responses?.['503'] !== undefined);
  if (res.status >= 500 && !dependencyDown)
    throw new Error(`${label} → ${res.status} ${res.text.slice(0, 300)}`);
  if (STACK_FRAME.test(res.text)) throw new Error(`${label} leaked internals: ${res.text.slice(0, 300)}`);
  // Refusals are JSON with an `error` string: the house envelope { error, message }, or a shape the
  // spec fixes for one route (verify-email answers { success: false, error }).
  // Routes that document a non-JSON answer for this status (an HTML page behind an email link) are exempt.
  const documented = Object.keys(op.responses?.[String(res.status)]?.content ?? {});
  const pageAnswer =
    documented.length > 0 && documented.every((type) => !type.startsWith('application/json'));
  if (res.status >= 400 && !pageAnswer) {
    const body = res.body as { error?: unknown };
    if (!res.contentType.startsWith('application/json') || typeof body?.error !== 'string')
      throw new Error(`${label} → ${res.status} without a JSON error: ${res.text.slice(0, 200)}`);
  }
}

/** Register one property test per operation of the service's OpenAPI document. */
export function describeOpenApiFuzzNow(name: string, options: OpenApiFuzzOptions): void {
  describe(`${name} HTTP fuzz from openapi.json`, () => {
    const doc = options.document() as OpenApiDocument;
    const { app } = options.build();
    const { call } = serveDuringSuite(app);
    const runs = options.runs ?? Number(process.env.FUZZ_RUNS || 6);
    let auths: string[] = [];
    const statuses = new Map<number, number>();
    afterAll(() => {
      // FUZZ_STATS=1 prints how the answers spread over status codes (the report's figures).
      if (process.env.FUZZ_STATS) {
        const spread = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
        process.stdout.write(
          `${name} fuzz: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests, ${spread.join(' ')}\n`,
        );
      }
    });
    beforeAll(async () => {
      auths = [...((await options.authorizations?.()) ?? []), 'Bearer not-a-token'];
    });
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => [method.toUpperCase(), path, op] as const),
    );

    it.each(operations.map(([m, p, op]) => [`${m} ${p}`, m, p, op] as const))(
      'when %s is fuzzed, then no 5xx, no stack trace, refusals as JSON errors',
      async (_label, method, path, op) => {
        await fc.assert(
          fc.asyncProperty(
            requestArbitrary(doc, path, op, auths, { ...options.extraHeaders, ...callerHeaders(op) }),
            async (req) => {
              const res = await call(
                method,
                req.path,
                req.headers,
                method === 'GET' || method === 'HEAD' ? undefined : req.body,
              );
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              expectSafe(res, `${method} ${req.path}`, op);
            },
          ),
          { numRuns: runs, endOnFailure: true },
        );
        expect((await call('GET', '/healthz')).status).toBe(200);
      },
      // Generous: shared CI machines run several suites at once.
      120_000,
    );
  });
}
