import {
  feedbackBodySchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackResponseSchema,
  newsletterSignupBodySchema,
  newsletterSignupResponseSchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeResponseSchema,
  roadmapItemParamsSchema,
  roadmapListResponseSchema,
  roadmapVoteResponseSchema,
  type RouteDoc,
} from '@fff/contracts';

/** svc-identity's help-area routes: newsletter, feedback, roadmap (public through the gateway). */
export const identityHelpRoutes: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/newsletter/signup',
    summary: 'Put an address on a feature’s notify-me list (idempotent per feature; rate-limited)',
    auth: 'optional-bearer',
    tags: ['newsletter'],
    body: newsletterSignupBodySchema,
    responses: {
      200: {
        description: 'On the list (alreadySignedUp when it was before)',
        schema: newsletterSignupResponseSchema,
      },
    },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/newsletter/unsubscribe',
    summary:
      'The page behind a mail’s unsubscribe link: one button that POSTs here (opening it changes nothing)',
    auth: 'none',
    tags: ['newsletter'],
    query: newsletterUnsubscribeQuerySchema,
    unvalidated: true,
    responses: {
      200: { description: 'Confirmation page', contentType: 'text/html' },
      400: { description: 'Invalid link page', contentType: 'text/html' },
    },
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post) with the mail’s signed token',
    auth: 'none',
    tags: ['newsletter'],
    query: newsletterUnsubscribeQuerySchema,
    responses: {
      200: { description: 'Removed (also when it already was)', schema: newsletterUnsubscribeResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/roadmap',
    summary:
      'The public roadmap: every item with its votes, most voted first (userVoted for a signed-in caller)',
    auth: 'optional-bearer',
    tags: ['roadmap'],
    responses: { 200: { description: 'The items', schema: roadmapListResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/roadmap/{id}/vote',
    summary: "Toggle the caller's vote on an item open for voting (one vote per learner per item)",
    auth: 'bearer',
    tags: ['roadmap'],
    params: roadmapItemParamsSchema,
    responses: {
      200: { description: 'The vote state and the new count', schema: roadmapVoteResponseSchema },
    },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/feedback',
    summary:
      'Send feedback (one of six types; stored with sender, time and app version; rate-limited per learner)',
    auth: 'bearer',
    tags: ['feedback'],
    body: feedbackBodySchema,
    responses: { 201: { description: 'Stored', schema: feedbackResponseSchema } },
    errors: [429],
  },
];

/** Operators' read-only listing (internal port only). */
export const identityHelpInternalRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/internal/feedback',
    summary: 'Feedback for operators, newest first (before= pages back, type= filters)',
    auth: 'internal',
    tags: ['internal'],
    query: feedbackListQuerySchema,
    responses: { 200: { description: 'Messages', schema: feedbackListResponseSchema } },
  },
];
