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
  // Who may use /api/test/*: all signed-in users, developers only, or nobody.
  // Unset: 'developers' in production, 'all' elsewhere (see testEndpointsMode).
  TEST_ENDPOINTS: z.enum(['all', 'developers', 'off']).optional(),
});

export type LearningConfig = z.infer<typeof learningConfigSchema>;

/** The effective TEST_ENDPOINTS mode. */
export function testEndpointsMode(config: LearningConfig): 'all' | 'developers' | 'off' {
  return config.TEST_ENDPOINTS ?? (config.NODE_ENV === 'production' ? 'developers' : 'all');
}
