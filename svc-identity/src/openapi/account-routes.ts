import {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  privacySettingsResponseSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  type RouteDoc,
} from '@fff/contracts';

const user = { auth: 'bearer' as const, tags: ['user'] };

/** svc-identity's account pages: profile, email change, privacy and consent. */
export const identityAccountRoutes: RouteDoc[] = [
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
];
