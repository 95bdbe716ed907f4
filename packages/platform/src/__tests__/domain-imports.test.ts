/**
 * @jest-environment node
 */
// The client apps import @fff/domain by area (`@fff/domain/learning`, …), never its flat entry, so
// each import says which rules it depends on and an app bundles only the areas it reads.
import * as fs from 'node:fs';
import * as path from 'node:path';

const repo = path.resolve(__dirname, '../../../..');
const clientRoots = ['packages/platform/src', 'shell/src', 'mf-learn/src', 'mf-social/src', 'mf-account/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('imports @fff/domain by area only', () => {
  const flat = clientRoots
    .flatMap((root) => sourceFiles(path.join(repo, root)))
    .filter((file) =>
      /from\s+['"]@fff\/domain['"]|import\(\s*['"]@fff\/domain['"]/.test(fs.readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(repo, file));
  expect(flat).toEqual([]);
});

it('has the area entries the apps import', () => {
  const { exports } = JSON.parse(
    fs.readFileSync(path.join(repo, 'packages/domain/package.json'), 'utf8'),
  ) as {
    exports: Record<string, string>;
  };
  for (const area of ['learning', 'social', 'moderation', 'account', 'help', 'shared']) {
    expect(fs.existsSync(path.join(repo, 'packages/domain', exports[`./${area}`]))).toBe(true);
  }
});
