// Local ESLint rule `fff/feature-boundaries`: a feature folder (`<app>/src/features/<name>/`) may use
// another feature only through that feature's public entry (`features/<name>` or `features/<name>/index`),
// never a file inside it. Relative paths are resolved, so `../../legal/components/TermsText` is caught
// as surely as `features/legal/components/TermsText`.
import path from 'node:path';

const FEATURE = /^(.*[\\/]src[\\/]features)[\\/]([^\\/]+)(?:[\\/](.*))?$/;
const PUBLIC_ENTRY = new Set(['', 'index', 'index.ts', 'index.tsx', 'index.js']);

/** `{ root, name, rest }` when `file` lies in a feature folder. */
export function featureOf(file) {
  const m = FEATURE.exec(file);
  return m ? { root: m[1], name: m[2], rest: m[3] ?? '' } : undefined;
}

/** The message for `source` imported from `file`, or undefined when the import is allowed. */
export function boundaryViolation(file, source) {
  const own = featureOf(file);
  if (!own || !source.startsWith('.')) return undefined;
  const target = featureOf(path.resolve(path.dirname(file), source));
  if (!target || target.root !== own.root || target.name === own.name) return undefined;
  if (PUBLIC_ENTRY.has(target.rest.replace(/[\\/]$/, ''))) return undefined;
  return `Feature '${own.name}' reaches into feature '${target.name}' (${source}); import its public entry features/${target.name}/index instead.`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their public index' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = boundaryViolation(file, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'fff' }, rules: { 'feature-boundaries': rule } };
