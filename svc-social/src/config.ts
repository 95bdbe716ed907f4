import { baseConfigSchema } from '@fff/service-kit';
import type { z } from 'zod';

/** svc-social settings: the shared ones (LEARNING_URL is where league XP comes from). */
export const socialConfigSchema = baseConfigSchema('social');

export type SocialConfig = z.infer<typeof socialConfigSchema>;
