import path from 'node:path';
import { ALWAYS, baseConfigSchema } from '@fff/service-kit';
import { z } from 'zod';

/** svc-learning settings: the shared ones plus where the curriculum content lives. */
const learningBaseSchema = baseConfigSchema('learning').extend({
  // dist/server.js and src/main.ts both sit one folder below the workspace root.
  CONTENT_DIR: z
    .string()
    .min(1)
    .default(path.resolve(__dirname, '..', 'content')),
  // Who may use /api/test/*: all signed-in users, developers only, or nobody.
  // Unset: 'all' outside production. Production: always off (see the refinement below).
  TEST_ENDPOINTS: z.enum(['all', 'developers', 'off']).optional(),
});

/**
 * svc-learning settings. The test pages award XP at will, so production never serves them
 * (/api/test/* answers 404) and refuses to start when TEST_ENDPOINTS asks for them.
 */
export const learningConfigSchema = learningBaseSchema.superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.TEST_ENDPOINTS && config.TEST_ENDPOINTS !== 'off')
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_ENDPOINTS'],
      message: 'must be off (or unset) in production: the test pages award XP at will',
    });
}, ALWAYS);

export type LearningConfig = z.infer<typeof learningConfigSchema>;

/** The effective TEST_ENDPOINTS mode. */
export function testEndpointsMode(config: LearningConfig): 'all' | 'developers' | 'off' {
  if (config.NODE_ENV === 'production') return 'off';
  return config.TEST_ENDPOINTS ?? 'all';
}
