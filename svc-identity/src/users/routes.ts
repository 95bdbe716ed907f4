import {
  changePasswordBodySchema,
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  privacySettingsResponseSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
  profilePictureResponseSchema,
  profileStatusSchema,
  successResponseSchema,
  timeZoneBodySchema,
  timeZoneResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { z } from 'zod';
import { receiveProfilePicture, storeProfilePicture } from '../avatars/upload';
import type { IdentityContext } from '../deps';
import { changePassword } from './change-password';
import { confirmEmailChange, EMAIL_TEXT, pendingEmailOf } from './email-change';
import { getPrivacySettings, updatePrivacySettings, withdrawConsent } from './privacy';
import { updateProfile } from './profile-update';
import { changeTimeZone } from './time-zone';
import { currentUser, userPayload } from './service';

const route = declareRoutes<IdentityContext>();
const user = { auth: 'bearer', tags: ['user'] } as const;

/** The upload form; described here because multer, not a contracts schema, reads it. */
const profilePictureForm = z.object({
  profilePicture: z.file().describe('An image (not SVG), re-encoded to WebP'),
});

/** The signed-in user's account under /api/user (app.ts puts requireSession in front of /api/user). */
export const userRoutes = [
  route(
    {
      ...user,
      method: 'get',
      path: '/api/user',
      summary: "The signed-in user's profile and progression (defaults when svc-learning is down)",
      responses: { 200: { description: 'The user', schema: userSchema } },
    },
    async (_in, { res, deps }) => {
      res.set('cache-control', 'no-store');
      return currentUser(deps, authOf(res).userId);
    },
  ),
  route(
    {
      ...user,
      method: 'get',
      path: '/api/user/profile',
      summary: 'The email address waiting for its confirmation link (null when none)',
      responses: { 200: { description: 'Pending email', schema: profileStatusSchema } },
    },
    async (_in, { res, deps }) => {
      res.set('cache-control', 'no-store');
      return { pendingEmail: await pendingEmailOf(deps, authOf(res).userId) };
    },
  ),
  route(
    {
      ...user,
      method: 'put',
      path: '/api/user/profile',
      summary:
        'Edit the profile; a new email needs currentPassword and only starts its confirmation, a rename reaches svc-social',
      body: updateProfileBodySchema,
      responses: { 200: { description: 'Saved', schema: updateProfileResponseSchema } },
      errors: [403, 409, 429],
    },
    ({ body }, { res, deps }) => updateProfile(deps, authOf(res).userId, body),
  ),
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/confirm-email',
      summary: 'Use the new email: the token from the link sent to it, by the signed-in owner',
      body: confirmEmailBodySchema,
      responses: { 200: { description: 'Email changed', schema: confirmEmailResponseSchema } },
      errors: [409],
    },
    async ({ body }, { res, deps }) => {
      const account = await confirmEmailChange(deps, authOf(res).userId, body.token);
      return { success: true as const, message: EMAIL_TEXT.changed, user: await userPayload(deps, account) };
    },
  ),
  route(
    {
      ...user,
      method: 'get',
      path: '/api/user/privacy-settings',
      summary: 'The privacy toggles and account type',
      responses: { 200: { description: 'Settings', schema: privacySettingsSchema } },
    },
    async (_in, { res }) => {
      res.set('cache-control', 'no-store');
      return getPrivacySettings(authOf(res).userId);
    },
  ),
  route(
    {
      ...user,
      method: 'put',
      path: '/api/user/privacy-settings',
      summary: 'Change some privacy toggles (others keep their value)',
      body: privacySettingsUpdateSchema,
      responses: { 200: { description: 'Saved', schema: privacySettingsResponseSchema } },
    },
    ({ body }, { res, deps }) => updatePrivacySettings(deps, authOf(res).userId, body),
  ),
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/withdraw-consent',
      summary: 'Withdraw data consent: data collection, email notifications and marketing off at once',
      responses: { 200: { description: 'Withdrawn', schema: privacySettingsResponseSchema } },
    },
    (_in, { res, deps }) => withdrawConsent(deps, authOf(res).userId),
  ),
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/change-password',
      summary:
        'Change the password (5 wrong current passwords per account per 15 min); other sessions end; a notice is emailed',
      body: changePasswordBodySchema,
      responses: { 200: { description: 'Changed', schema: successResponseSchema } },
      errors: [429],
    },
    ({ body }, { res, deps }) => {
      const { userId, sessionId } = authOf(res);
      return changePassword(deps, userId, sessionId, body);
    },
  ),
  route(
    {
      ...user,
      method: 'put',
      path: '/api/user/time-zone',
      summary:
        "Set the zone the learner's streak days follow (at most one change a day; tokens carry it from the next refresh)",
      body: timeZoneBodySchema,
      responses: { 200: { description: 'Set', schema: timeZoneResponseSchema } },
      errors: [429],
    },
    ({ body }, { res, deps }) => changeTimeZone(deps, authOf(res).userId, body.timeZone),
  ),
  route(
    {
      ...user,
      method: 'post',
      path: '/api/user/profile-picture',
      summary: 'Upload a profile picture (multipart field profilePicture)',
      body: profilePictureForm,
      bodyContentType: 'multipart/form-data',
      // multer reads the form and the handler checks the picture itself (400 not_an_image, too_many_pixels).
      unvalidated: true,
      responses: { 200: { description: 'The new avatar URL', schema: profilePictureResponseSchema } },
      errors: [400, 413],
    },
    (_in, { req, res, deps }) => storeProfilePicture(deps, authOf(res).userId, req.file),
    { before: () => receiveProfilePicture() },
  ),
];
