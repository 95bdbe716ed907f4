import { z } from 'zod';

/** GET /api/avatars/{file}: a profile picture's file name, `<userId>.webp`. */
export const avatarFileParamsSchema = z.object({ file: z.string().regex(/^[a-f0-9]{24}\.webp$/) });
export type AvatarFileParams = z.infer<typeof avatarFileParamsSchema>;
