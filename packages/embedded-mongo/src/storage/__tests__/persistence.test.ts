import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPersistence } from '../persistence';
import { Store } from '../store';

describe('persistence', () => {
  it('when the journal outgrows its limit while running, then it is compacted into a new generation without losing writes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-compact-'));
    const store = new Store();
    const p = await openPersistence(dir, store, undefined, { compactBytes: 2000 });
    const startGen = p.generation;
    const coll = store.ensureCollection('db', 'c');
    store.createIndex(coll, { v: 2, key: { k: 1 }, name: 'k_1', unique: true });
    for (let i = 0; i < 200; i++) {
      store.insert(coll, { _id: i, k: i, pad: 'x'.repeat(50) });
      if (i % 10 === 9) await store.flush();
    }
    store.remove(coll, coll.docs.get('n0')!);
    await store.flush();
    await p.close();
    expect(p.generation).toBeGreaterThan(startGen + 1);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('journal.'))).toEqual([
      `journal.${p.generation}.log`,
    ]);

    const reopened = new Store();
    const p2 = await openPersistence(dir, reopened);
    const c2 = reopened.collection('db', 'c')!;
    expect(c2.docs.size).toBe(199);
    expect(() => reopened.insert(c2, { _id: 'dup', k: 5 })).toThrow(expect.objectContaining({ code: 11000 }));
    await p2.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
