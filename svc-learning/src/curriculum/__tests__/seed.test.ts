import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { ProgressionModel } from '../../progression/model';
import { LessonModel, LevelModel, MetaModel, ModuleModel, TrackModel } from '../model';
import { seedCurriculum } from '../seed';
import { curriculumIndex, moduleFile, writeContent } from './content-fixture';
import { useLearningDatabase } from '../../__tests__/use-test-app';

useLearningDatabase();
beforeEach(async () => {
  await Promise.all([
    LevelModel.deleteMany({}),
    TrackModel.deleteMany({}),
    ModuleModel.deleteMany({}),
    LessonModel.deleteMany({}),
    MetaModel.deleteMany({}),
  ]);
});

const snapshot = async () => ({
  levels: await LevelModel.find().sort({ _id: 1 }).lean(),
  tracks: await TrackModel.find().sort({ _id: 1 }).lean(),
  modules: await ModuleModel.find().sort({ _id: 1 }).lean(),
  lessons: await LessonModel.find().sort({ _id: 1 }).lean(),
});

describe('seedCurriculum', () => {
  it('when run twice on the same content, then the second run skips and changes nothing', async () => {
    const dir = writeContent();
    const first = await seedCurriculum(dir);
    const before = await snapshot();
    const metaBefore = await MetaModel.findById('curriculum').lean();

    const second = await seedCurriculum(dir);

    expect(first).toMatchObject({ seeded: true, version: 1, modules: 3, lessons: 6 });
    expect(second.seeded).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(await MetaModel.findById('curriculum').lean()).toEqual(metaBefore);
    expect(before.lessons.find((l) => l._id === 'claw')).toMatchObject({
      moduleId: 'knife-safety',
      order: 1,
    });
  });

  it('when content changes, then items are upserted by id, removed ones dropped, and progress untouched', async () => {
    await seedCurriculum(writeContent());
    const progressId = new mongoose.Types.ObjectId().toHexString();
    await ProgressionModel.create({ _id: progressId, xp: 120 });
    const index = curriculumIndex(2);
    index.levels[1].tracks[0].modules = ['knife-safety'];

    const result = await seedCurriculum(
      writeContent(index, [
        moduleFile('knife-safety', ['grip', 'claw']),
        moduleFile('searing', ['pan-heat'], 'intermediate'),
      ]),
    );

    expect(result).toMatchObject({ seeded: true, version: 2 });
    const { modules, lessons } = await snapshot();
    expect(modules.map((m) => m._id)).toEqual(['knife-safety', 'searing']);
    expect(modules.find((m) => m._id === 'knife-safety')?.lessonCount).toBe(2);
    expect(lessons.map((l) => l._id).sort()).toEqual(['claw', 'grip', 'pan-heat']);
    expect((await ProgressionModel.findById(progressId).lean())?.xp).toBe(120);
    expect((await MetaModel.findById('curriculum').lean())?.version).toBe(2);
  });

  it('when a module file breaks the schema, then seeding fails naming the file and writes nothing', async () => {
    const broken = { ...moduleFile('hygiene', ['wash-hands']), level: 'expert' };
    const dir = writeContent(undefined, [
      moduleFile('knife-safety', ['grip']),
      broken,
      moduleFile('searing', ['x']),
    ]);

    await expect(seedCurriculum(dir)).rejects.toThrow(/hygiene\.json.*level/);
    expect(await LevelModel.countDocuments()).toBe(0);
  });

  it('when the index is invalid, then seeding fails naming curriculum.json', async () => {
    const dir = writeContent({ version: 0, levels: [] }, []);
    await expect(seedCurriculum(dir)).rejects.toThrow(/curriculum\.json/);
  });

  it('when a listed module has no file yet, then the rest is seeded and the gap reported', async () => {
    const dir = writeContent();
    fs.rmSync(path.join(dir, 'modules', 'hygiene.json'));
    const result = await seedCurriculum(dir);
    expect(result.missingModules).toEqual(['hygiene']);
    expect((await snapshot()).modules.map((m) => m._id)).toEqual(['knife-safety', 'searing']);
  });

  it('when two modules share a lesson id, then seeding fails', async () => {
    const dir = writeContent(undefined, [
      moduleFile('knife-safety', ['grip']),
      moduleFile('hygiene', ['grip']),
      moduleFile('searing', ['x']),
    ]);
    await expect(seedCurriculum(dir)).rejects.toThrow(/grip/);
  });
});
