import {
  newsletterConfirmQuerySchema,
  newsletterSignupBodySchema,
  newsletterSignupResponseSchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeResponseSchema,
} from '@fff/contracts';
import { NEWSLETTER_LIMITS } from '@fff/domain';
import { AppError, declareRoutes, maybeAuthOf, mongoLimiter } from '@fff/service-kit';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import crypto from 'node:crypto';
import type { IdentityContext } from '../deps';
import { confirm, signUp, unsubscribe, type LinkOutcome } from './service';
import { readSignupToken, type SignupTokenPurpose } from './unsubscribe-token';
import { LINK_MESSAGES, LINK_PAGES, invalidPage } from './unsubscribe-page';

const route = declareRoutes<IdentityContext>();
const newsletter = { auth: 'none', tags: ['newsletter'] } as const;

const HOUR = 60 * 60 * 1000;
const RATE_LIMITED = 'Too many signups. Please try again later.';
// Counters are keyed by a hash so no address is stored in the rate-limit collection.
const hashed = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 32);
const bodyEmail = (req: Request) => String((req.body as { email?: unknown }).email ?? '');

const SUMMARIES = Object.freeze({
  unsubscribe: {
    get: 'The page behind a mail’s unsubscribe link: one button that POSTs here (opening it changes nothing)',
    post: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post) with the mail’s signed token',
    done: 'Removed (also when it already was)',
  },
  confirm: {
    get: 'The page behind a signup’s confirmation link: one button that POSTs here (opening it changes nothing)',
    post: 'Confirm a signup (double opt-in) with the mail’s signed token: only then is the address on the list',
    done: 'On the list (also when it already was)',
  },
});

/**
 * A mailed link's two routes: GET answers a one-button page (mail scanners open links, so opening
 * never acts) and POST acts; HTML for the browser form, JSON otherwise.
 */
function linkRoutes(
  purpose: SignupTokenPurpose,
  query: typeof newsletterUnsubscribeQuerySchema,
  act: (ctx: IdentityContext, token: string) => Promise<LinkOutcome>,
) {
  const path = `/api/newsletter/${purpose}`;
  const pages = LINK_PAGES[purpose];
  const messages = LINK_MESSAGES[purpose];
  return [
    route(
      {
        ...newsletter,
        method: 'get',
        path,
        summary: SUMMARIES[purpose].get,
        query,
        // An invalid link answers the invalid-link page, not the JSON validation error.
        unvalidated: true,
        responses: {
          200: { description: 'Confirmation page', contentType: 'text/html' },
          400: { description: 'Invalid link page', contentType: 'text/html' },
        },
      },
      (_in, { req, res, deps }) => {
        const q = query.safeParse(req.query);
        const valid = q.success && readSignupToken(deps.keys, q.data.token, purpose) !== undefined;
        res
          .status(valid ? 200 : 400)
          .type('html')
          .send(valid ? pages.ask() : invalidPage());
      },
    ),
    route(
      {
        ...newsletter,
        method: 'post',
        path,
        summary: SUMMARIES[purpose].post,
        query,
        responses: {
          200: { description: SUMMARIES[purpose].done, schema: newsletterUnsubscribeResponseSchema },
        },
      },
      async ({ query: q }, { req, res, deps }) => {
        const outcome = await act(deps, q.token);
        const wantsHtml = req.accepts(['json', 'html']) === 'html';
        if (outcome === 'invalid') {
          if (wantsHtml) return void res.status(400).type('html').send(invalidPage());
          throw new AppError('invalid_token', 400, messages.invalid);
        }
        if (wantsHtml) return void res.type('html').send(pages.done());
        return { success: true as const, message: messages.done };
      },
    ),
  ];
}

/** /api/newsletter: signup is open to anyone (a signed-in caller is remembered); confirm and unsubscribe by the mail's tokens. */
export const newsletterRoutes = [
  route(
    {
      method: 'post',
      path: '/api/newsletter/signup',
      summary:
        'Ask to join a feature’s notify-me list: a confirmation link is mailed (same answer for every address; rate-limited)',
      auth: 'optional-bearer',
      tags: ['newsletter'],
      body: newsletterSignupBodySchema,
      responses: {
        200: {
          description: 'Asked; the address joins once its owner opens the mailed link',
          schema: newsletterSignupResponseSchema,
        },
      },
      errors: [429],
    },
    ({ body }, { res, deps }) => signUp(deps, body, maybeAuthOf(res)?.userId ?? null),
    {
      before: (ctx) => [
        mongoLimiter({
          prefix: 'newsletter-ip',
          limit: NEWSLETTER_LIMITS.perIpPerHour,
          windowMs: HOUR,
          key: (req) => hashed(ipKeyGenerator(req.ip ?? 'unknown')),
          message: RATE_LIMITED,
          now: ctx.now,
        }),
      ],
      after: (ctx) => [
        mongoLimiter({
          prefix: 'newsletter-email',
          limit: NEWSLETTER_LIMITS.perEmailPerHour,
          windowMs: HOUR,
          key: (req) => hashed(bodyEmail(req)),
          message: RATE_LIMITED,
          now: ctx.now,
        }),
      ],
    },
  ),
  ...linkRoutes('unsubscribe', newsletterUnsubscribeQuerySchema, unsubscribe),
  ...linkRoutes('confirm', newsletterConfirmQuerySchema, confirm),
];
