import path from 'node:path';
import { SIGNUP_LIMITS } from '@fff/domain';
import { ALWAYS, baseConfigSchema, findRepoRoot } from '@fff/service-kit';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    );
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** svc-identity settings: the shared ones plus mail, developer accounts, limits and the outbox worker. */
const identityBaseSchema = baseConfigSchema('identity').extend({
  /** Origin of the web app; every link in an email is built from it (never from the Host header). */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** SMTP relay; unset = messages are written as JSON files to MAIL_OUTBOX_DIR (never in production). */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_SECURE: flag.default(false),
  MAIL_FROM: z.string().min(3).default('From Fork to Flame <no-reply@fromforktoflame.local>'),
  MAIL_OUTBOX_DIR: z
    .string()
    .min(1)
    .default(path.join(findRepoRoot(), '.data', 'outbox')),
  /** Comma-separated emails whose accounts are developers (case-insensitive). */
  DEVELOPER_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Rate limits, counted in MongoDB (shared by every replica). */
  /**
   * Sign-in attempts per network address per 15 minutes: a generous ceiling, so a school or office
   * behind one NAT signs in freely; guessing one account's password is stopped per account
   * (sign-in backoff) and per address+IP (RATE_LIMIT_LOGIN_FAILURES).
   */
  RATE_LIMIT_LOGIN_PER_IP: count(300),
  RATE_LIMIT_LOGIN_FAILURES: count(5),
  /** Reset / verification mails per address per hour, from one IP. */
  RATE_LIMIT_EMAIL_PER_ADDRESS: count(3),
  /** The same over every IP: bounds the mail one mailbox receives without letting one IP block its owner. */
  RATE_LIMIT_EMAIL_PER_ADDRESS_ALL: count(10),
  RATE_LIMIT_EMAIL_PER_IP: count(20),
  /** Sign-ups (plain + referral) per IP per hour: a classroom behind one address (SIGNUP_LIMITS). */
  RATE_LIMIT_REGISTER_PER_IP: count(SIGNUP_LIMITS.perIpPerHour),
  /** Accounts created per mailbox (any alias) per hour, over every IP (SIGNUP_LIMITS). */
  RATE_LIMIT_REGISTER_PER_MAILBOX: count(SIGNUP_LIMITS.perMailboxPerHour),
  /** check-email lookups per IP per 15 minutes (the form asks once per typed address, debounced). */
  RATE_LIMIT_CHECK_EMAIL_PER_IP: count(60),
  /** Cross-service outbox (referral bonus, deletion cascade): poll interval and first retry delay. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1000),
  /** How long each internal client waits (deps.ts builds them): an outbox delivery (one try; the outbox retries). */
  OUTBOX_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(50).default(5000),
  /** svc-learning's progression read for GET /api/user (two tries, then the defaults). */
  PROGRESSION_TIMEOUT_MS: z.coerce.number().int().min(50).default(1500),
  /** svc-learning's lesson count the referral bonus waits for (one try; asked again next sign-in). */
  LESSON_COUNT_TIMEOUT_MS: z.coerce.number().int().min(50).default(3000),
  /** svc-learning's and svc-social's parts of a data export (two tries, then 503). */
  EXPORT_TIMEOUT_MS: z.coerce.number().int().min(50).default(5000),
  /**
   * Seconds during which the refresh token just rotated away still refreshes (two tabs, a lost response)
   * instead of counting as reuse. Short on purpose: a stolen copy is only honoured this long. 0 = off.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Web Push (VAPID, RFC 8292): required in production; generated once into VAPID_KEYS_FILE otherwise. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Contact the push services may use: mailto: or https: (default: mailto: of MAIL_FROM's address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** Where development VAPID keys are kept (default: vapid.json in JWT_KEYS_DIR). */
  VAPID_KEYS_FILE: z.string().min(1).optional(),
  /** Push services (host suffixes) an endpoint may point at; https only. Guards against SSRF. */
  PUSH_SERVICE_HOSTS: list(
    'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
  ),
  /** host:port pairs allowed over plain http for tests and local push stubs; empty = none (never set it in production). */
  PUSH_TEST_HOSTS: list(''),
  /** Reminder job queue: poll interval and first retry delay. */
  REMINDER_POLL_MS: z.coerce.number().int().min(10).default(15000),
  REMINDER_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30000),
});

/**
 * Production rules that span keys. Without SMTP a production start would silently fall back to the
 * file outbox and print live reset links in the logs, so it refuses to start instead. They run even
 * when another setting is invalid (`when`), so one message names every problem.
 */
export const identityConfigSchema = identityBaseSchema.superRefine((config, ctx) => {
  if (config.NODE_ENV !== 'production') return;
  if (!config.SMTP_HOST)
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_HOST'],
      message:
        'is required in production (without it account emails and their links would go to files and logs)',
    });
  for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const)
    if (!config[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'is required in production (generate a pair with: npx web-push generate-vapid-keys)',
      });
  // After another setting failed, a field may hold its raw (or no) value.
  if (Array.isArray(config.PUSH_TEST_HOSTS) && config.PUSH_TEST_HOSTS.length)
    ctx.addIssue({ code: 'custom', path: ['PUSH_TEST_HOSTS'], message: 'must be empty in production' });
  if (config.SMTP_USER && !config.SMTP_PASS)
    ctx.addIssue({ code: 'custom', path: ['SMTP_PASS'], message: 'is required when SMTP_USER is set' });
}, ALWAYS);

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
