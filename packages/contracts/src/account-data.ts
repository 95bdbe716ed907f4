import { ACCOUNT_MESSAGES, EXPORT_TYPES, RESET_CATEGORIES, RESET_PROGRESS_PHRASE } from '@fff/domain';
import * as z from 'zod/mini';
import { currentPasswordSchema } from './account';
import { userIdSchema } from './common';
import type { RouteDoc } from './openapi/types';
import { operationIdSchema } from './wallet';

/**
 * A learner's data across the three services (spec part 2 §7 'Account and privacy'): export,
 * server-side reset by category and erase on deletion. svc-identity orchestrates; svc-learning
 * and svc-social answer the /internal calls below, idempotent by operation id.
 */

export const exportTypeSchema = z.enum(EXPORT_TYPES);
export const resetCategorySchema = z.enum(RESET_CATEGORIES);

/** POST /api/user/export-data: the current password and the chosen types (all six when left out). */
export const exportDataBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  types: z.optional(
    z
      .array(exportTypeSchema)
      .check(z.maxLength(EXPORT_TYPES.length), z.minLength(1, ACCOUNT_MESSAGES.exportNothingSelected)),
  ),
});

/**
 * The downloaded file: what each service holds about the learner, by type. Only the learner's own
 * records and what they could already see of others (friends' names, messages in their chats).
 */
export const exportFileSchema = z.catchall(
  z.object({
    app: z.literal('From Fork to Flame'),
    exportedAt: z.string(),
    userId: userIdSchema,
    types: z.array(exportTypeSchema),
  }),
  z.unknown(),
);

/** POST /api/user/reset-progress. */
/** The client's part of a reset's id: what nanoid draws (21 characters), 8 to 64 of [A-Za-z0-9_-]. */
export const resetNonceSchema = z
  .string({ error: 'A reset id is required' })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'A reset id is 8 to 64 letters, digits, _ or -'));

export const resetProgressBodySchema = z.object({
  categories: z
    .array(resetCategorySchema, { error: ACCOUNT_MESSAGES.resetNothingSelected })
    .check(z.minLength(1, ACCOUNT_MESSAGES.resetNothingSelected), z.maxLength(RESET_CATEGORIES.length)),
  confirmation: z
    .string({ error: `Please type "${RESET_PROGRESS_PHRASE}" to confirm` })
    .check(z.maxLength(100)),
  /**
   * A nonce chosen by the client once per reset, so a retried request resets once. The server owns
   * the operation id (`reset:<userId>:<nonce>`): a client can never name another learner's
   * operation, nor a deletion's.
   */
  operationId: resetNonceSchema,
});

/** Answer of a reset (operationId is the server's id of the reset): `completed` false while a service still has to acknowledge (the outbox finishes it). */
export const resetProgressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operationId: operationIdSchema,
  categories: z.array(resetCategorySchema),
  completed: z.boolean(),
});

/** POST /internal/account-data/export (svc-learning, svc-social). */
export const internalExportBodySchema = z.object({
  userId: userIdSchema,
  types: z.array(exportTypeSchema).check(z.minLength(1)),
});
/** Each service answers with the sections it owns, keyed by export type. */
export const internalExportResponseSchema = z.object({ sections: z.record(z.string(), z.unknown()) });

/** POST /internal/account-data/reset: the categories this service owns. */
export const internalResetBodySchema = z.object({
  userId: userIdSchema,
  operationId: operationIdSchema,
  categories: z.array(resetCategorySchema).check(z.minLength(1)),
});

/** POST /internal/account-data/erase: everything the service holds about the user. */
export const internalEraseBodySchema = z.object({ userId: userIdSchema, operationId: operationIdSchema });

/** Answer of reset and erase: applied false when the operation id was done before. */
export const internalAppliedResponseSchema = z.object({ applied: z.boolean() });

export const ACCOUNT_DATA_PATHS = Object.freeze({
  export: '/internal/account-data/export',
  reset: '/internal/account-data/reset',
  erase: '/internal/account-data/erase',
});

export type ExportDataBody = z.infer<typeof exportDataBodySchema>;
export type ExportFile = z.infer<typeof exportFileSchema>;
export type ResetProgressBody = z.infer<typeof resetProgressBodySchema>;
export type ResetProgressResponse = z.infer<typeof resetProgressResponseSchema>;
export type InternalExportBody = z.infer<typeof internalExportBodySchema>;
export type InternalResetBody = z.infer<typeof internalResetBodySchema>;
export type InternalEraseBody = z.infer<typeof internalEraseBodySchema>;

/** How svc-learning and svc-social describe their account-data routes in OpenAPI (one wording for both). */
export function accountDataRouteDocs(owns: string): RouteDoc[] {
  // Account deletion, reset and export are run by svc-identity alone.
  const internal = { auth: 'internal' as const, callers: ['identity'] as const, tags: ['internal'] };
  return [
    {
      method: 'post',
      path: ACCOUNT_DATA_PATHS.export,
      summary: `The learner's own ${owns}, by export type`,
      ...internal,
      body: internalExportBodySchema,
      responses: { 200: { description: 'Sections', schema: internalExportResponseSchema } },
    },
    {
      method: 'post',
      path: ACCOUNT_DATA_PATHS.reset,
      summary: 'Reset the categories this service owns, once per operationId',
      ...internal,
      body: internalResetBodySchema,
      responses: {
        200: { description: 'applied false when already done', schema: internalAppliedResponseSchema },
      },
    },
    {
      method: 'post',
      path: ACCOUNT_DATA_PATHS.erase,
      summary: 'Erase everything this service holds about the user (safe to repeat)',
      ...internal,
      body: internalEraseBodySchema,
      responses: { 200: { description: 'Erased', schema: internalAppliedResponseSchema } },
    },
  ];
}
