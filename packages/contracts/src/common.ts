import * as z from 'zod/mini';

/**
 * Shapes shared by many calls. User ids are issued by svc-identity (MongoDB ObjectId hex today);
 * the pattern stays permissive on format but strict on characters so ids are always safe in filters.
 */
export const userIdSchema = z
  .string()
  .check(
    z.minLength(1, 'A user id is required'),
    z.maxLength(64, 'A user id is at most 64 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'A user id may only contain letters, digits, - and _'),
  );

/** Path parameters of calls addressed to one user: /…/:userId */
export const userIdParamsSchema = z.object({ userId: userIdSchema });

/** Calendar date as YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates use the YYYY-MM-DD format'));

export type UserId = z.infer<typeof userIdSchema>;
