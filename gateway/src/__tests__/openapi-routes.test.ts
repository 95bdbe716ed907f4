import fs from 'node:fs';
import path from 'node:path';
import { resolveApiRoute, SERVICES } from '../route-table';

// Each service's committed openapi.json (regenerated from its one routes array) against the route
// table: a route a service adds without a gateway entry, or under another service's prefix, fails here.
const repo = path.resolve(__dirname, '../../..');
const pathsOf = (service: string): string[] =>
  Object.keys(
    (JSON.parse(fs.readFileSync(path.join(repo, service, 'openapi.json'), 'utf8')) as { paths: object })
      .paths,
  );
// Any value stands for a path parameter: the table matches prefixes and exact paths only.
const concrete = (p: string) => p.replace(/\{[^}]+\}/g, 'x1');

const described = SERVICES.flatMap(({ name }) => pathsOf(name).map((p) => [name, p] as const));

describe('the route table and the services’ OpenAPI documents', () => {
  it.each(described.filter(([, p]) => p.startsWith('/api/')))(
    'when %s describes %s, then the gateway sends it there',
    (service, p) => {
      expect(resolveApiRoute(concrete(p))?.service).toBe(service);
    },
  );

  it.each(described.filter(([, p]) => !p.startsWith('/api/')))(
    'when %s describes %s (internal or operational), then the gateway routes it to no service',
    (_service, p) => {
      expect(resolveApiRoute(concrete(p))).toBeUndefined();
    },
  );
});
