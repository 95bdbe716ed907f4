// The public entry: every area resolves by its package subpath, and the root re-exports all of them;
// areas depend only on the ones before them (README.md, "Layout").
import fs from 'node:fs';
import path from 'node:path';
import * as root from '@fff/domain';
import * as account from '@fff/domain/account';
import * as help from '@fff/domain/help';
import * as learning from '@fff/domain/learning';
import * as moderation from '@fff/domain/moderation';
import * as shared from '@fff/domain/shared';
import * as social from '@fff/domain/social';

const areas = { account, help, learning, moderation, shared, social };

describe('@fff/domain entry', () => {
  it.each(Object.entries(areas))(
    'when %s is imported by its subpath, then the root exports the same values',
    (_, area) => {
      const names = Object.keys(area);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(root[name as keyof typeof root]).toBe(area[name as keyof typeof area]);
    },
  );

  it('when the areas are put together, then no name is exported by two of them', () => {
    const names = Object.values(areas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(root).sort()).toEqual([...names].sort());
  });
});

/** The areas in dependency order: each may import only from those before it. */
const ORDER = ['shared', 'moderation', 'learning', 'social', 'account', 'help'];

describe('@fff/domain areas', () => {
  it.each(ORDER)('when %s imports another area, then that area comes before it', (area) => {
    const dir = path.join(__dirname, '..', area);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(1);
    const before = ORDER.slice(0, ORDER.indexOf(area));
    const wrong = files.flatMap((file) =>
      [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)]
        .map(([, used]) => used)
        .filter((used) => !before.includes(used))
        .map((used) => `${area}/${file} imports ${used}`),
    );
    expect(wrong).toEqual([]);
  });

  it('when the src folder is listed, then every rule file sits in one of the areas', () => {
    const root = path.join(__dirname, '..');
    const entries = fs.readdirSync(root, { withFileTypes: true });
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual(['index.ts']);
    expect(
      entries
        .filter((e) => e.isDirectory() && e.name !== '__tests__')
        .map((e) => e.name)
        .sort(),
    ).toEqual([...ORDER].sort());
  });
});
