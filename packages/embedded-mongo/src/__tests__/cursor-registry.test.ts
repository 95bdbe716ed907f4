import { CursorRegistry } from '../cursors';

describe('cursor registry', () => {
  it('when a cursor stays idle past the timeout, then getMore reports CursorNotFound (43)', async () => {
    const registry = new CursorRegistry(50);
    try {
      const reply = registry.open('db.c', [{ a: 1 }, { a: 2 }, { a: 3 }], 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(() => registry.getMore(reply.id as never, 1)).toThrow(expect.objectContaining({ code: 43 }));
    } finally {
      registry.close();
    }
  });
});
