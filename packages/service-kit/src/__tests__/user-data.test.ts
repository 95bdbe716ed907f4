import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Schema } from 'mongoose';
import { unregisteredCollections, userDataRegistry } from '../index';
import { startTestDatabase, type TestDatabase } from '../testing';

const NoteModel = mongoose.model(
  'KitUserDataNote',
  new Schema({ userId: String, text: String, sharedWith: [String] }, { versionKey: false }),
  'kit_notes',
);

let db: TestDatabase;
let srcDir: string;
beforeAll(async () => {
  db = await startTestDatabase();
  srcDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-user-data-'));
  fs.writeFileSync(path.join(srcDir, 'raw.ts'), "db.collection('kit_raw_log').insertOne({ userId });\n");
});
afterAll(async () => {
  fs.rmSync(srcDir, { recursive: true, force: true });
  await db.stop();
});

// Everything in the test process that is not this test's own (other kit models), as known.
const others = async (registered: string[]) =>
  Object.fromEntries(
    (await unregisteredCollections(userDataRegistry([]), srcDir))
      .filter((name) => !registered.includes(name))
      .map((name) => [name, 'not this test']),
  );

describe('user-data registry', () => {
  it('when a model or a raw collection of the source is not registered, then the completeness check names it', async () => {
    const registry = userDataRegistry(
      [{ collection: 'kit_notes', fields: ['userId'] }],
      await others(['kit_notes', 'kit_raw_log']),
    );
    expect(await unregisteredCollections(registry, srcDir)).toEqual(['kit_raw_log']);
    const complete = userDataRegistry(
      [
        { collection: 'kit_notes', fields: ['userId'] },
        { collection: 'kit_raw_log', fields: ['userId'] },
      ],
      await others(['kit_notes', 'kit_raw_log']),
    );
    expect(await unregisteredCollections(complete, srcDir)).toEqual([]);
  });

  it('when an entry says neither how it is erased nor why it is kept, then the registry refuses it', () => {
    expect(() => userDataRegistry([{ collection: 'kit_notes' }])).toThrow(/kit_notes/);
  });

  it('when a user is erased, then their documents go, memberships are pulled and a reset clears only its category', async () => {
    await NoteModel.create([
      { userId: 'u1', text: 'mine' },
      { userId: 'u2', text: 'theirs', sharedWith: ['u1', 'u3'] },
    ]);
    const registry = userDataRegistry([
      { collection: 'kit_notes', fields: ['userId'], arrays: ['sharedWith'], reset: 'notes' },
    ]);
    await registry.reset({ id: 'u1' }, ['other']);
    expect(await NoteModel.countDocuments({ userId: 'u1' })).toBe(1);
    await registry.erase({ id: 'u1' });
    expect(await NoteModel.find({}, { _id: 0 }).lean()).toEqual([
      { userId: 'u2', text: 'theirs', sharedWith: ['u3'] },
    ]);
  });
});
