import { baseConfigSchema } from '@fff/service-kit';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(50).default(fallback);

/**
 * svc-social settings: the shared ones (LEARNING_URL is where league XP comes from) and how long each
 * internal client waits (deps.ts builds the clients from them).
 */
export const socialConfigSchema = baseConfigSchema('social').extend({
  /** League reads wait for svc-learning's XP this long per try (two tries) before the cached value. */
  LEARNING_READ_TIMEOUT_MS: ms(700),
  /** A gift waits for the wallet this long per try; a timeout leaves it pending for the worker. */
  LEARNING_WALLET_TIMEOUT_MS: ms(3000),
  /** The background workers (gift retries, week close) wait this long, one try (the queue retries). */
  LEARNING_WORKER_TIMEOUT_MS: ms(5000),
  /** Names and avatars are cosmetic: a short wait, then the 'Chef 1a2b' fallback. */
  IDENTITY_TIMEOUT_MS: ms(700),
});

export type SocialConfig = z.infer<typeof socialConfigSchema>;
