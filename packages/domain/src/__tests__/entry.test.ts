// The public entry: every area resolves by its package subpath, and the root re-exports all of them.
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
