import {
  newsletterSignupBodySchema,
  newsletterSignupResponseSchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeResponseSchema,
} from '@fff/contracts';
import { NEWSLETTER_LIMITS } from '@fff/domain';
import { AppError, declareRoutes, maybeAuthOf } from '@fff/service-kit';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import crypto from 'node:crypto';
import type { IdentityContext } from '../context';
import { mongoLimiter } from '../rate-limit/mongo-store';
import { signUp, unsubscribe } from './service';
import { readUnsubscribeToken } from './unsubscribe-token';
import { UNSUBSCRIBE_MESSAGES, confirmPage, donePage, invalidPage } from './unsubscribe-page';

const route = declareRoutes<IdentityContext>();
const newsletter = { auth: 'none', tags: ['newsletter'] } as const;

const HOUR = 60 * 60 * 1000;
const RATE_LIMITED = 'Too many signups. Please try again later.';
// Counters are keyed by a hash so no address is stored in the rate-limit collection.
const hashed = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 32);
const bodyEmail = (req: Request) => String((req.body as { email?: unknown }).email ?? '');

/** /api/newsletter: signup is open to anyone (a signed-in caller is remembered); unsubscribe by the mail's token. */
export const newsletterRoutes = [
  route(
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
  route(
    {
      ...newsletter,
      method: 'get',
      path: '/api/newsletter/unsubscribe',
      summary:
        'The page behind a mail’s unsubscribe link: one button that POSTs here (opening it changes nothing)',
      query: newsletterUnsubscribeQuerySchema,
      // An invalid link answers the invalid-link page, not the JSON validation error.
      unvalidated: true,
      responses: {
        200: { description: 'Confirmation page', contentType: 'text/html' },
        400: { description: 'Invalid link page', contentType: 'text/html' },
      },
    },
    (_in, { req, res, deps }) => {
      const q = newsletterUnsubscribeQuerySchema.safeParse(req.query);
      const valid = q.success && readUnsubscribeToken(deps.keys, q.data.token) !== undefined;
      res
        .status(valid ? 200 : 400)
        .type('html')
        .send(valid ? confirmPage() : invalidPage());
    },
  ),
  // Mail apps (List-Unsubscribe-Post) and the page's button; HTML for the browser form, JSON otherwise.
  route(
    {
      ...newsletter,
      method: 'post',
      path: '/api/newsletter/unsubscribe',
      summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post) with the mail’s signed token',
      query: newsletterUnsubscribeQuerySchema,
      responses: {
        200: {
          description: 'Removed (also when it already was)',
          schema: newsletterUnsubscribeResponseSchema,
        },
      },
    },
    async ({ query }, { req, res, deps }) => {
      const outcome = await unsubscribe(deps, query.token);
      const wantsHtml = req.accepts(['json', 'html']) === 'html';
      if (outcome === 'invalid') {
        if (wantsHtml) return void res.status(400).type('html').send(invalidPage());
        throw new AppError('invalid_token', 400, UNSUBSCRIBE_MESSAGES.invalid);
      }
      if (wantsHtml) return void res.type('html').send(donePage());
      return { success: true as const, message: UNSUBSCRIBE_MESSAGES.done };
    },
  ),
];
