import { LESSON_XP_TYPES } from '@fff/domain';
import { z } from 'zod';

/**
 * Curriculum content as authored in svc-learning/content (validated at seed time)
 * and as served by GET /api/levels, /api/modules/{id}/lessons and /api/lessons/{id}.
 * Ids are lowercase kebab-case slugs, globally unique and stable: progress refers to them.
 */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');

export const xpTypeSchema = z.enum(LESSON_XP_TYPES);
export const lessonTypeSchema = z.enum(['treasure', 'challenge', 'mini-game', 'normal']);
export const moduleLevelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
export const mascotSchema = z.enum(['chef-chilli', 'professor-parsley', 'chef-inferno', 'dr-gut']);

export const toolSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  chef_note: z.string().optional(),
});

export const sectionSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  color_guide: z.string().optional(),
  materials: z.array(z.string()).optional(),
  problems: z.array(z.string()).optional(),
  steps: z.array(z.string()).optional(),
  key_points: z.array(z.string()).optional(),
  chef_note: z.string().optional(),
});

export const zoneSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  key_points: z.array(z.string()).optional(),
  chef_note: z.string().optional(),
});

/** One quiz question; feedback has one entry per option, explaining why it is right or wrong. */
export const quizQuestionSchema = z
  .object({
    question: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).max(6),
    correct: z.number().int().min(0),
    feedback: z.array(z.string().min(1)),
  })
  .refine((q) => q.correct < q.options.length, { message: 'correct must index an option' })
  .refine((q) => q.feedback.length === q.options.length, { message: 'feedback needs one entry per option' });

export const lessonContentSchema = z.object({
  intro: z.object({
    character: z.string().min(1),
    greeting: z.string().min(1),
    description: z.string().min(1),
  }),
  core_content: z
    .object({
      tools: z.array(toolSchema).optional(),
      sections: z.array(sectionSchema).optional(),
      zones: z.array(zoneSchema).optional(),
    })
    .refine((c) => (c.tools?.length ?? 0) + (c.sections?.length ?? 0) + (c.zones?.length ?? 0) > 0, {
      message: 'core_content needs at least one tool, section or zone',
    }),
  quiz: z.array(quizQuestionSchema).min(3),
  completion: z.object({ message: z.string().min(1), character_action: z.string().min(1) }),
});

export const authoredLessonSchema = z.object({
  id: slugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  learningOutcome: z.string().min(1),
  xpType: xpTypeSchema,
  type: lessonTypeSchema,
  content: lessonContentSchema,
});

/** A module file: svc-learning/content/modules/<id>.json */
export const authoredModuleSchema = z.object({
  id: slugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  level: moduleLevelSchema,
  lessons: z.array(authoredLessonSchema),
});

export const authoredTrackSchema = z.object({
  id: slugSchema,
  letter: z.string().regex(/^[A-Z]$/),
  title: z.string().min(1),
  description: z.string().min(1),
  mascot: mascotSchema,
  /** A Coming Soon track is shown locked with its badge whatever the learner's progress. */
  comingSoon: z.boolean().default(false),
  /** Module ids in order; each names a file in content/modules. */
  modules: z.array(slugSchema),
});

export const authoredLevelSchema = z.object({
  id: slugSchema,
  order: z.number().int().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  mascotDescription: z.string().min(1),
  mascot: mascotSchema,
  tracks: z.array(authoredTrackSchema).min(1),
});

/** content/curriculum.json: bump version whenever any content file changes so the seed re-runs. */
export const curriculumIndexSchema = z.object({
  version: z.number().int().min(1),
  levels: z.array(authoredLevelSchema).min(1),
});

export type AuthoredLesson = z.infer<typeof authoredLessonSchema>;
export type AuthoredModule = z.infer<typeof authoredModuleSchema>;
export type AuthoredTrack = z.infer<typeof authoredTrackSchema>;
export type AuthoredLevel = z.infer<typeof authoredLevelSchema>;
export type CurriculumIndex = z.infer<typeof curriculumIndexSchema>;
export type LessonContent = z.infer<typeof lessonContentSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
