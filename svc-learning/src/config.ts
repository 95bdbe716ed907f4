import path from 'node:path';
import { baseConfigSchema } from '@fff/service-kit';
import { z } from 'zod';

/** svc-learning settings: the shared ones plus where the curriculum content lives. */
export const learningConfigSchema = baseConfigSchema('learning').extend({
  // dist/server.js and src/server.ts both sit one folder below the workspace root.
  CONTENT_DIR: z
    .string()
    .min(1)
    .default(path.resolve(__dirname, '..', 'content')),
});

export type LearningConfig = z.infer<typeof learningConfigSchema>;
