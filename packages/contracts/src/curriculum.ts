import { LESSON_XP_TYPES } from '@fff/domain';
import * as z from 'zod/mini';
import { lessonPictureSchema, pictureIdSchema } from './lesson-pictures';

/**
 * Curriculum content as authored in svc-learning/content (validated at seed time)
 * and as served by GET /api/levels, /api/modules/{id}/lessons and /api/lessons/{id}.
 * Ids are lowercase kebab-case slugs, globally unique and stable: progress refers to them.
 */
export const slugSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug'));

export const xpTypeSchema = z.enum(LESSON_XP_TYPES);
export const lessonTypeSchema = z.enum(['treasure', 'challenge', 'mini-game', 'normal']);
export const moduleLevelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
export const mascotSchema = z.enum(['chef-chilli', 'professor-parsley', 'chef-inferno', 'dr-gut']);

export const toolSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  chef_note: z.optional(z.string()),
});

export const sectionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  color_guide: z.optional(z.string()),
  materials: z.optional(z.array(z.string())),
  problems: z.optional(z.array(z.string())),
  steps: z.optional(z.array(z.string())),
  key_points: z.optional(z.array(z.string())),
  chef_note: z.optional(z.string()),
  picture: z.optional(lessonPictureSchema),
});

export const zoneSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  key_points: z.optional(z.array(z.string())),
  chef_note: z.optional(z.string()),
});

/**
 * One quiz question; feedback has one entry per option, explaining why it is right or wrong. A
 * picture question names one picture per option; each option's text is its picture's text alternative.
 */
export const quizQuestionSchema = z
  .object({
    question: z.string().check(z.minLength(1)),
    options: z.array(z.string().check(z.minLength(1))).check(z.minLength(2), z.maxLength(6)),
    correct: z.number().check(z.int(), z.gte(0)),
    feedback: z.array(z.string().check(z.minLength(1))),
    pictures: z.optional(z.array(pictureIdSchema)),
  })
  .check(
    z.refine((q) => !q.pictures || q.pictures.length === q.options.length, {
      message: 'pictures needs one picture per option',
    }),
    z.refine((q) => q.correct < q.options.length, { message: 'correct must index an option' }),
    z.refine((q) => q.feedback.length === q.options.length, {
      message: 'feedback needs one entry per option',
    }),
  );

export const lessonContentSchema = z.object({
  intro: z.object({
    character: z.string().check(z.minLength(1)),
    greeting: z.string().check(z.minLength(1)),
    description: z.string().check(z.minLength(1)),
  }),
  core_content: z
    .object({
      tools: z.optional(z.array(toolSchema)),
      sections: z.optional(z.array(sectionSchema)),
      zones: z.optional(z.array(zoneSchema)),
    })
    .check(
      z.refine((c) => (c.tools?.length ?? 0) + (c.sections?.length ?? 0) + (c.zones?.length ?? 0) > 0, {
        message: 'core_content needs at least one tool, section or zone',
      }),
    ),
  quiz: z.array(quizQuestionSchema).check(z.minLength(3)),
  completion: z.object({
    message: z.string().check(z.minLength(1)),
    character_action: z.string().check(z.minLength(1)),
  }),
});

/**
 * Content tags (kebab-case slugs such as 'eggs' or 'herbs'): weekly themes act on tagged lessons
 * (@fff/domain THEME_TAGS); a lesson carries its own tags and its module's.
 */
export const contentTagsSchema = z.optional(z.array(slugSchema).check(z.maxLength(10)));

export const authoredLessonSchema = z.object({
  id: slugSchema,
  tags: contentTagsSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  learningOutcome: z.string().check(z.minLength(1)),
  xpType: xpTypeSchema,
  type: lessonTypeSchema,
  content: lessonContentSchema,
});

/** A module file: svc-learning/content/modules/<id>.json */
export const authoredModuleSchema = z.object({
  id: slugSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  level: moduleLevelSchema,
  tags: contentTagsSchema,
  lessons: z.array(authoredLessonSchema),
});

export const authoredTrackSchema = z.object({
  id: slugSchema,
  letter: z.string().check(z.regex(/^[A-Z]$/)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  mascot: mascotSchema,
  /** A Coming Soon track is shown locked with its badge whatever the learner's progress. */
  comingSoon: z._default(z.boolean(), false),
  /** Module ids in order; each names a file in content/modules. */
  modules: z.array(slugSchema),
});

export const authoredLevelSchema = z.object({
  id: slugSchema,
  order: z.number().check(z.int(), z.gte(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  mascotDescription: z.string().check(z.minLength(1)),
  mascot: mascotSchema,
  tracks: z.array(authoredTrackSchema).check(z.minLength(1)),
});

/** content/curriculum.json: bump version whenever any content file changes so the seed re-runs. */
export const curriculumIndexSchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  levels: z.array(authoredLevelSchema).check(z.minLength(1)),
});

export type AuthoredLesson = z.infer<typeof authoredLessonSchema>;
export type AuthoredModule = z.infer<typeof authoredModuleSchema>;
export type AuthoredTrack = z.infer<typeof authoredTrackSchema>;
export type AuthoredLevel = z.infer<typeof authoredLevelSchema>;
export type CurriculumIndex = z.infer<typeof curriculumIndexSchema>;
export type LessonContent = z.infer<typeof lessonContentSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
