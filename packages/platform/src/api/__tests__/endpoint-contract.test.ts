/**
 * @jest-environment node
 */
// The client's data contract, read from the source of every RTK Query endpoint of the one api
// (the platform, the shell and the three remotes inject into it): each endpoint reads its answer
// through `fromContract(<schema>)`, and each tag an endpoint invalidates is provided by some
// endpoint (an invalidated tag nobody provides refreshes nothing). Read from source because RTK
// Query keeps endpoint definitions private.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { TAG_TYPES } from '../api';

const repo = path.resolve(__dirname, '../../../../..');
const clientRoots = ['packages/platform/src', 'shell/src', 'mf-learn/src', 'mf-social/src', 'mf-account/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Endpoint {
  where: string;
  kind: 'query' | 'mutation';
  definition: ts.ObjectLiteralExpression;
}

/** Every `build.query({...})` / `build.mutation({...})` in the client source. */
function endpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  for (const root of clientRoots) {
    for (const file of sourceFiles(path.join(repo, root))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!/\b(query|mutation)\s*</.test(text) && !/\.(query|mutation)\(/.test(text)) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === 'build' &&
          (node.expression.name.text === 'query' || node.expression.name.text === 'mutation')
        ) {
          const [definition] = node.arguments;
          const name = ts.isPropertyAssignment(node.parent) ? node.parent.name.getText() : '?';
          if (definition && ts.isObjectLiteralExpression(definition)) {
            found.push({
              where: `${path.relative(repo, file)}: ${name}`,
              kind: node.expression.name.text,
              definition,
            });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

function property(definition: ts.ObjectLiteralExpression, name: string): ts.Node | undefined {
  for (const member of definition.properties) {
    if (
      (ts.isPropertyAssignment(member) || ts.isMethodDeclaration(member)) &&
      member.name.getText() === name
    ) {
      return ts.isPropertyAssignment(member) ? member.initializer : member;
    }
  }
  return undefined;
}

/** Tag types named in a providesTags / invalidatesTags value: 'X' or { type: 'X', ... }. */
function tagTypes(node: ts.Node | undefined): string[] {
  if (!node) return [];
  const names: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isStringLiteral(child)) {
      const parent = child.parent;
      const inArray = ts.isArrayLiteralExpression(parent);
      const asType = ts.isPropertyAssignment(parent) && parent.name.getText() === 'type';
      if (inArray || asType) names.push(child.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

const all = endpoints();

it('finds the endpoints of every client workspace', () => {
  for (const root of clientRoots) {
    expect(all.some((e) => e.where.startsWith(root))).toBe(true);
  }
});

it('reads every answer through fromContract(<contract schema>)', () => {
  const without = all
    .filter((e) => {
      const transform = property(e.definition, 'transformResponse');
      return !(
        transform &&
        ts.isCallExpression(transform) &&
        ts.isIdentifier(transform.expression) &&
        transform.expression.text === 'fromContract' &&
        transform.arguments.length === 1
      );
    })
    .map((e) => e.where);
  expect(without).toEqual([]);
});

it('invalidates only tags that some endpoint provides', () => {
  const provided = new Set(all.flatMap((e) => tagTypes(property(e.definition, 'providesTags'))));
  const unprovided = all.flatMap((e) =>
    tagTypes(property(e.definition, 'invalidatesTags'))
      .filter((tag) => !provided.has(tag))
      .map((tag) => `${e.where} invalidates ${tag}`),
  );
  expect(unprovided).toEqual([]);
});

it('declares only tag types that some endpoint provides', () => {
  const provided = new Set(all.flatMap((e) => tagTypes(property(e.definition, 'providesTags'))));
  expect(TAG_TYPES.filter((tag) => !provided.has(tag))).toEqual([]);
});
