import {
  changePasswordBodySchema,
  profilePictureResponseSchema,
  successResponseSchema,
  userBatchRequestSchema,
  userBatchResponseSchema,
  userIdParamsSchema,
  userSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  userSummarySchema,
  type RouteDoc,
} from '@fff/contracts';
import { z } from 'zod';

/** The upload form; described here because multer, not a contracts schema, reads it. */
const profilePictureForm = z.object({
  profilePicture: z.file().describe('An image (not SVG), re-encoded to WebP'),
});
/** The avatar route checks its file name by hand; this only describes it. */
const avatarParams = z.object({ file: z.string().regex(/^[a-f0-9]{24}\.webp$/) });

/** svc-identity's /api/user and /api/avatars routes (public through the gateway). */
export const identityUserRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/user',
    summary: "The signed-in user's profile and progression (defaults when svc-learning is down)",
    auth: 'bearer',
    tags: ['user'],
    responses: { 200: { description: 'The user', schema: userSchema } },
  },
  {
    method: 'post',
    path: '/api/user/change-password',
    summary:
      'Change the password (5 wrong current passwords per account per 15 min); other sessions end; a notice is emailed',
    auth: 'bearer',
    tags: ['user'],
    body: changePasswordBodySchema,
    responses: { 200: { description: 'Changed', schema: successResponseSchema } },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/user/profile-picture',
    summary: 'Upload a profile picture (multipart field profilePicture)',
    auth: 'bearer',
    tags: ['user'],
    body: profilePictureForm,
    bodyContentType: 'multipart/form-data',
    // multer reads the form and the handler checks the picture itself (400 not_an_image, too_many_pixels).
    unvalidated: true,
    responses: { 200: { description: 'The new avatar URL', schema: profilePictureResponseSchema } },
    errors: [400, 413],
  },
  {
    method: 'get',
    path: '/api/avatars/{file}',
    summary: 'A profile picture (public: img tags send no token; cached for a year, ?v= busts it)',
    auth: 'none',
    tags: ['user'],
    params: avatarParams,
    unvalidated: true,
    responses: { 200: { description: 'The picture', contentType: 'image/webp' } },
    errors: [404],
  },
];

/** svc-identity's /internal routes (service-to-service, never through the gateway). */
export const identityInternalRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/internal/users/search',
    summary: 'Users whose username starts with the term (case-insensitive)',
    auth: 'internal',
    tags: ['internal'],
    query: userSearchQuerySchema,
    responses: { 200: { description: 'Matches', schema: userSearchResponseSchema } },
  },
  {
    method: 'post',
    path: '/internal/users/batch',
    summary: 'Summaries of many users, found ones only, in request order',
    auth: 'internal',
    tags: ['internal'],
    body: userBatchRequestSchema,
    responses: { 200: { description: 'Summaries', schema: userBatchResponseSchema } },
  },
  {
    method: 'get',
    path: '/internal/users/{userId}',
    summary: "One user's summary (name and avatar)",
    auth: 'internal',
    tags: ['internal'],
    params: userIdParamsSchema,
    responses: { 200: { description: 'Summary', schema: userSummarySchema } },
    errors: [404],
  },
];
