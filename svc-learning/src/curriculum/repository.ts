import type { AuthoredModule, CurriculumIndex } from '@fff/contracts';
import mongoose from 'mongoose';
import { LessonModel, LevelModel, MetaModel, ModuleModel, TrackModel } from './model';

const META_ID = 'curriculum';

/** Plain rows of the curriculum tree, in display order. */
export interface CurriculumRows {
  levels: Array<{
    _id: string;
    order: number;
    title: string;
    description: string;
    mascotDescription: string;
    mascot: string;
  }>;
  tracks: Array<{
    _id: string;
    levelId: string;
    order: number;
    letter: string;
    title: string;
    description: string;
    mascot: string;
    comingSoon: boolean;
  }>;
  modules: Array<{
    _id: string;
    trackId: string;
    order: number;
    title: string;
    description: string;
    level: string;
    lessonCount: number;
  }>;
}

/** The whole tree without lesson bodies. */
export async function readCurriculumRows(): Promise<CurriculumRows> {
  const [levels, tracks, modules] = await Promise.all([
    LevelModel.find().sort({ order: 1 }).lean<CurriculumRows['levels']>(),
    TrackModel.find().sort({ levelId: 1, order: 1 }).lean<CurriculumRows['tracks']>(),
    ModuleModel.find().sort({ trackId: 1, order: 1 }).lean<CurriculumRows['modules']>(),
  ]);
  return { levels, tracks, modules };
}

/** The hash of the content last seeded, if any. */
export async function readSeededHash(): Promise<string | undefined> {
  const meta = await MetaModel.findById(META_ID).lean<{ hash?: string }>();
  return meta?.hash;
}

type Row = { _id: string } & Record<string, unknown>;

type RowModel = mongoose.Model<Row>;

async function replaceAll(model: RowModel, rows: Row[]): Promise<void> {
  if (rows.length > 0) {
    await model.bulkWrite(
      rows.map((row) => ({ replaceOne: { filter: { _id: row._id }, replacement: row, upsert: true } })),
      { ordered: false },
    );
  }
  // Remove what the content no longer has; trusted() lets our own $nin past sanitizeFilter.
  await model.deleteMany({ _id: mongoose.trusted({ $nin: rows.map((r) => r._id) }) });
}

/** Upsert every level, track, module and lesson by id, drop stale ones, then record the version and hash. */
export async function writeCurriculum(
  index: CurriculumIndex,
  modules: Map<string, AuthoredModule>,
  hash: string,
): Promise<void> {
  const levels: Row[] = [];
  const tracks: Row[] = [];
  const moduleRows: Row[] = [];
  const lessons: Row[] = [];
  for (const level of index.levels) {
    const { tracks: levelTracks, id, ...levelFields } = level;
    levels.push({ _id: id, ...levelFields });
    levelTracks.forEach((track, trackOrder) => {
      const { modules: moduleIds, id: trackId, ...trackFields } = track;
      tracks.push({ _id: trackId, levelId: id, order: trackOrder, ...trackFields });
      moduleIds.forEach((moduleId, moduleOrder) => {
        const mod = modules.get(moduleId);
        if (!mod) return;
        const { lessons: moduleLessons, id: _id, ...moduleFields } = mod;
        moduleRows.push({
          _id: moduleId,
          trackId,
          order: moduleOrder,
          lessonCount: moduleLessons.length,
          ...moduleFields,
        });
        moduleLessons.forEach(({ id: lessonId, tags, ...lessonFields }, lessonOrder) => {
          // A lesson inherits its module's tags (an egg module's lessons are egg lessons).
          const allTags = [...new Set([...(mod.tags ?? []), ...(tags ?? [])])];
          lessons.push({ _id: lessonId, moduleId, order: lessonOrder, tags: allTags, ...lessonFields });
        });
      });
    });
  }
  await replaceAll(LevelModel as unknown as RowModel, levels);
  await replaceAll(TrackModel as unknown as RowModel, tracks);
  await replaceAll(ModuleModel as unknown as RowModel, moduleRows);
  await replaceAll(LessonModel as unknown as RowModel, lessons);
  await MetaModel.updateOne(
    { _id: META_ID },
    { $set: { version: index.version, hash, seededAt: new Date() } },
    { upsert: true },
  );
}
