import mongoose, { Schema } from 'mongoose';

// Curriculum collections are rebuilt from content/ by the seed; ids are the content's slugs.
// Learner data never lives here, so re-seeding can never lose progress.

const levelSchema = new Schema(
  {
    _id: { type: String, required: true },
    order: { type: Number, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    mascotDescription: { type: String, required: true },
    mascot: { type: String, required: true },
  },
  { versionKey: false },
);

const trackSchema = new Schema(
  {
    _id: { type: String, required: true },
    levelId: { type: String, required: true, index: true },
    order: { type: Number, required: true },
    letter: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    mascot: { type: String, required: true },
    comingSoon: { type: Boolean, required: true },
  },
  { versionKey: false },
);

const moduleSchema = new Schema(
  {
    _id: { type: String, required: true },
    trackId: { type: String, required: true, index: true },
    order: { type: Number, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    level: { type: String, required: true },
    lessonCount: { type: Number, required: true },
    tags: { type: [String], default: [] },
  },
  { versionKey: false },
);

const lessonSchema = new Schema(
  {
    _id: { type: String, required: true },
    moduleId: { type: String, required: true, index: true },
    order: { type: Number, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    learningOutcome: { type: String, required: true },
    xpType: { type: String, required: true },
    type: { type: String, required: true },
    // The lesson's content tags with its module's (weekly themes act on them).
    tags: { type: [String], default: [] },
    content: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false, minimize: false },
);

/** Bookkeeping of seeded content: `{ _id: 'curriculum', version, hash, seededAt }`. */
const metaSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: Number,
    hash: String,
    seededAt: Date,
  },
  { versionKey: false },
);

export const LevelModel = mongoose.model('Level', levelSchema, 'levels');
export const TrackModel = mongoose.model('Track', trackSchema, 'tracks');
export const ModuleModel = mongoose.model('Module', moduleSchema, 'modules');
export const LessonModel = mongoose.model('Lesson', lessonSchema, 'lessons');
export const MetaModel = mongoose.model('Meta', metaSchema, 'meta');
