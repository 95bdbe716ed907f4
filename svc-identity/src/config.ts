import { baseConfigSchema } from '@fff/service-kit';
import type { z } from 'zod';

/** svc-identity settings: the shared ones (identity also holds the private signing key). */
export const identityConfigSchema = baseConfigSchema('identity');

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
