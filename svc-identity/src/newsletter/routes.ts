import { newsletterSignupBodySchema, newsletterUnsubscribeQuerySchema } from '@fff/contracts';
import { NEWSLETTER_LIMITS } from '@fff/domain';
import { AppError, maybeAuthOf, optionalAuth, parsed, validate } from '@fff/service-kit';
import { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import crypto from 'node:crypto';
import type { IdentityContext } from '../context';
import { mongoLimiter } from '../rate-limit/mongo-store';
import { signUp, unsubscribe } from './service';
import { readUnsubscribeToken } from './unsubscribe-token';
import { UNSUBSCRIBE_MESSAGES, confirmPage, donePage, invalidPage } from './unsubscribe-page';

const HOUR = 60 * 60 * 1000;
const RATE_LIMITED = 'Too many signups. Please try again later.';
// Counters are keyed by a hash so no address is stored in the rate-limit collection.
const hashed = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 32);
const bodyEmail = (req: Request) => String((req.body as { email?: unknown }).email ?? '');

/** Newsletter routes, mounted at /api/newsletter. Signup is open to anyone; a signed-in caller is remembered. */
export function newsletterRoutes(ctx: IdentityContext): Router {
  const router = Router();
  const perIp = mongoLimiter({
    prefix: 'newsletter-ip',
    limit: NEWSLETTER_LIMITS.perIpPerHour,
    windowMs: HOUR,
    key: (req) => hashed(ipKeyGenerator(req.ip ?? 'unknown')),
    message: RATE_LIMITED,
    now: ctx.now,
  });
  const perEmail = mongoLimiter({
    prefix: 'newsletter-email',
    limit: NEWSLETTER_LIMITS.perEmailPerHour,
    windowMs: HOUR,
    key: (req) => hashed(bodyEmail(req)),
    message: RATE_LIMITED,
    now: ctx.now,
  });

  router.post(
    '/signup',
    perIp,
    optionalAuth(ctx.keys.publicKey),
    validate({ body: newsletterSignupBodySchema }),
    perEmail,
    async (_req, res) => {
      const body = parsed(res, 'body', newsletterSignupBodySchema);
      res.json(await signUp(ctx, body, maybeAuthOf(res)?.userId ?? null));
    },
  );

  router.get('/unsubscribe', (req, res) => {
    const q = newsletterUnsubscribeQuerySchema.safeParse(req.query);
    const valid = q.success && readUnsubscribeToken(ctx.keys, q.data.token) !== undefined;
    res
      .status(valid ? 200 : 400)
      .type('html')
      .send(valid ? confirmPage() : invalidPage());
  });

  // Mail apps (List-Unsubscribe-Post) and the page's button; HTML for the browser form, JSON otherwise.
  router.post('/unsubscribe', validate({ query: newsletterUnsubscribeQuerySchema }), async (req, res) => {
    const outcome = await unsubscribe(ctx, parsed(res, 'query', newsletterUnsubscribeQuerySchema).token);
    const wantsHtml = req.accepts(['json', 'html']) === 'html';
    if (outcome === 'invalid') {
      if (wantsHtml) return void res.status(400).type('html').send(invalidPage());
      throw new AppError('invalid_token', 400, UNSUBSCRIBE_MESSAGES.invalid);
    }
    if (wantsHtml) res.type('html').send(donePage());
    else res.json({ success: true, message: UNSUBSCRIBE_MESSAGES.done });
  });
  return router;
}
