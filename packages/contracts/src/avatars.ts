import * as z from 'zod/mini';

/** GET /api/avatars/{file}: a profile picture's file name, `<userId>.webp`. */
export const avatarFileParamsSchema = z.object({ file: z.string().check(z.regex(/^[a-f0-9]{24}\.webp$/)) });
export type AvatarFileParams = z.infer<typeof avatarFileParamsSchema>;
