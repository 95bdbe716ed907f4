// The platform's modules import each other without a cycle: in particular the api → base query →
// session → api loop that kept two ways of ending a session apart stays gone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => {
    try {
      return statSync(p).isFile();
    } catch {
      return false;
    }
  });
}

/** Relative imports that are loaded at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]);
  return specs.map((s) => resolveImport(file, s)).filter((p): p is string => Boolean(p));
}

function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('@fff/platform modules', () => {
  it('when the imports are followed, then no module reaches itself again', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
    expect(graph.get(join(SRC, 'api/base-query.ts'))).toContain(join(SRC, 'session/end-session.ts'));
    expect(findCycle(graph)?.map((f) => relative(SRC, f)) ?? null).toBeNull();
  });

  it('when a cycle exists, then the check names it', () => {
    const graph = new Map([
      ['api', ['baseQuery']],
      ['baseQuery', ['session']],
      ['session', ['api']],
      ['toast', []],
    ]);
    expect(findCycle(graph)).toEqual(['api', 'baseQuery', 'session', 'api']);
    expect(
      findCycle(
        new Map([
          ['api', ['baseQuery']],
          ['baseQuery', []],
        ]),
      ),
    ).toBeNull();
  });
});
