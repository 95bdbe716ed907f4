import {
  deleteAccountBodySchema,
  exportDataBodySchema,
  exportFileSchema,
  resetProgressBodySchema,
  resetProgressResponseSchema,
  successResponseSchema,
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  privacySettingsResponseSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
  profileStatusSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  type RouteDoc,
} from '@fff/contracts';

const user = { auth: 'bearer' as const, tags: ['user'] };

/** svc-identity's account pages: profile, email change, privacy and consent. */
export const identityAccountRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/user/profile',
    summary: 'The email address waiting for its confirmation link (null when none)',
    ...user,
    responses: { 200: { description: 'Pending email', schema: profileStatusSchema } },
  },
  {
    method: 'put',
    path: '/api/user/profile',
    summary: 'Edit the profile; a new email only starts its confirmation, a rename reaches svc-social',
    ...user,
    body: updateProfileBodySchema,
    responses: { 200: { description: 'Saved', schema: updateProfileResponseSchema } },
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/user/confirm-email',
    summary: 'Use the new email: the token from the link sent to it, by the signed-in owner',
    ...user,
    body: confirmEmailBodySchema,
    responses: { 200: { description: 'Email changed', schema: confirmEmailResponseSchema } },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/user/privacy-settings',
    summary: 'The privacy toggles and account type',
    ...user,
    responses: { 200: { description: 'Settings', schema: privacySettingsSchema } },
  },
  {
    method: 'put',
    path: '/api/user/privacy-settings',
    summary: 'Change some privacy toggles (others keep their value)',
    ...user,
    body: privacySettingsUpdateSchema,
    responses: { 200: { description: 'Saved', schema: privacySettingsResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/user/withdraw-consent',
    summary: 'Withdraw data consent: data collection, email notifications and marketing off at once',
    ...user,
    responses: { 200: { description: 'Withdrawn', schema: privacySettingsResponseSchema } },
  },

  {
    method: 'post',
    path: '/api/user/export-data',
    summary: "Download the learner's data from all three services as one JSON file (all types when no body)",
    ...user,
    body: exportDataBodySchema,
    responses: {
      200: { description: 'The export file (content-disposition: attachment)', schema: exportFileSchema },
    },
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/user/reset-progress',
    summary:
      'Reset categories in the services that own them, once per operationId (202 while one is still pending)',
    ...user,
    body: resetProgressBodySchema,
    responses: {
      200: { description: 'Reset everywhere', schema: resetProgressResponseSchema },
      202: { description: 'Started; the outbox finishes the rest', schema: resetProgressResponseSchema },
    },
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/user/delete-account',
    summary: 'Delete the account: sessions end, every service erases the user through the outbox',
    ...user,
    body: deleteAccountBodySchema,
    responses: { 200: { description: 'Deleted', schema: successResponseSchema } },
  },
];
