import path from 'node:path';
import { INTERNAL_CALLERS, type InternalCaller } from '@fff/contracts';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';
import { parseTrustedProxies } from './trusted-proxy';
import { devInternalToken } from './dev-token';
import type { InternalCredential, InternalCredentials } from './internal-auth';
import { productionSecretIssues } from './production-secrets';

export { devInternalToken };

/** The setting holding one internal caller's credential. */
export const internalTokenKey = (caller: InternalCaller) =>
  `INTERNAL_TOKEN_${caller.toUpperCase() as Uppercase<InternalCaller>}` as const;

export type ServiceName = 'identity' | 'learning' | 'social';

const DEFAULT_PORTS: Record<ServiceName, number> = { identity: 4001, learning: 4002, social: 4003 };

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int()
    .min(0)
    .max(65535, 'must be a port number (0-65535)')
    .default(fallback);
const optionalText = z.string().min(1).optional();
const internalToken = z.string().min(16, 'must be at least 16 characters');

/**
 * Settings every service shares; extend it with the service's own keys.
 * Per-service defaults: PORT, MONGO_DB, EMBEDDED_MONGO_DIR. HOST and the INTERNAL_TOKEN_* get
 * environment-dependent defaults in loadConfig (they depend on NODE_ENV).
 */
export function baseConfigSchema(service: ServiceName, repoRoot: string = findRepoRoot()) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port(DEFAULT_PORTS[service]),
    HOST: z.string().min(1),
    MONGO_URL: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL')
      .optional(),
    MONGO_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a plain database name')
      .default(service),
    /** Folder of the embedded MongoDB's data; `memory` keeps everything in memory. */
    EMBEDDED_MONGO_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, '.data', 'mongo', service)),
    /** Each internal caller's own credential: sent by that caller, checked by every service it calls. */
    INTERNAL_TOKEN_IDENTITY: internalToken,
    INTERNAL_TOKEN_LEARNING: internalToken,
    INTERNAL_TOKEN_SOCIAL: internalToken,
    INTERNAL_TOKEN_RENDERER: internalToken,
    JWT_PUBLIC_KEY: optionalText,
    JWT_PUBLIC_KEY_FILE: optionalText,
    JWT_PRIVATE_KEY: optionalText,
    JWT_PRIVATE_KEY_FILE: optionalText,
    JWT_KEYS_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, '.data', 'keys')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb')
      .default('100kb'),
    /**
     * Which connecting peer is the gateway, trusted for X-Forwarded-For (one hop only): `none`, or a
     * comma list of loopback / linklocal / uniquelocal, addresses and CIDRs. Default loopback (npm start).
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .refine((value) => {
        try {
          parseTrustedProxies(value);
          return true;
        } catch {
          return false;
        }
      }, 'must be none, or a comma list of loopback, linklocal, uniquelocal, addresses and CIDRs'),
    /**
     * Services other than identity ask identity whether a token's session is still live and cache
     * the answer this many ms (logout reaches them within it); 0 = off, signature only. Default
     * 5000 in production, 0 elsewhere (npm start sets 5000; tests run without identity).
     */
    SESSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000),
    /**
     * Limits on a learner's writes (learnerWriteLimits): requests per learner and per address in a
     * window of WRITE_LIMIT_WINDOW_MS. Unset, each service uses its numbers from @fff/domain; tests
     * set small ones to stay fast.
     */
    WRITE_LIMIT_PER_LEARNER: z.coerce.number().int().positive().optional(),
    WRITE_LIMIT_PER_IP: z.coerce.number().int().positive().optional(),
    WRITE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).optional(),
    IDENTITY_URL: z.url().default('http://127.0.0.1:4001'),
    LEARNING_URL: z.url().default('http://127.0.0.1:4002'),
    SOCIAL_URL: z.url().default('http://127.0.0.1:4003'),
  });
}

export type BaseConfig = z.infer<ReturnType<typeof baseConfigSchema>>;

type CredentialSettings = Pick<BaseConfig, `INTERNAL_TOKEN_${Uppercase<InternalCaller>}`>;

/** Every caller's credential from a parsed config (what a service's internal guard checks). */
export const internalCredentials = (config: CredentialSettings): InternalCredentials => ({
  identity: config.INTERNAL_TOKEN_IDENTITY,
  learning: config.INTERNAL_TOKEN_LEARNING,
  social: config.INTERNAL_TOKEN_SOCIAL,
  renderer: config.INTERNAL_TOKEN_RENDERER,
});

/** A service's own credential for its calls to other services' /internal routes. */
export const ownCredential = (config: CredentialSettings, caller: InternalCaller): InternalCredential => ({
  caller,
  token: config[internalTokenKey(caller)],
});

/** Thrown by loadConfig; its message names every bad key. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Defaults that depend on NODE_ENV, applied to the raw environment before parsing. */
function withDerivedDefaults(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const production = env.NODE_ENV === 'production';
  const out: Record<string, string | undefined> = {};
  // Empty strings count as unset, as in most .env tooling.
  for (const [key, value] of Object.entries(env)) out[key] = value === '' ? undefined : value;
  out.HOST ??= production ? '0.0.0.0' : '127.0.0.1';
  if (!production)
    for (const caller of INTERNAL_CALLERS) out[internalTokenKey(caller)] ??= devInternalToken(caller);
  out.SESSION_CHECK_MS ??= production ? '5000' : '0';
  return out;
}

/**
 * For a service's cross-key production rules (`schema.superRefine(rules, ALWAYS)`): zod skips a
 * refinement once a field failed, which named the problems one group per start; this runs it anyway.
 */
export const ALWAYS = { when: () => true } as const;

/** The setting an issue names (the text before its first colon). */
const settingOf = (issue: string) => issue.slice(0, issue.indexOf(':'));

/**
 * Parse the environment with a zod object schema; throws ConfigError naming each bad key. In
 * production the secret checks run whatever the schema said, so one message names every missing or
 * weak setting at once (an operator fixes them in one go, not one group per restart).
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const input = withDerivedDefaults(env);
  const result = schema.safeParse(input);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(root)';
        const missing = issue.code === 'invalid_type' && input[key] === undefined;
        return `${key}: ${missing ? 'is required' : issue.message}`;
      });
  const parsed = result.success ? (result.data as z.infer<S> & BaseConfig) : undefined;
  if ((parsed?.NODE_ENV ?? input.NODE_ENV) === 'production') {
    // Production refuses guessable or development secrets, naming each setting (once).
    const named = new Set(issues.map(settingOf));
    const secrets = productionSecretIssues(parsed ?? input, input);
    issues.push(...secrets.filter((issue) => !named.has(settingOf(issue))));
  }
  if (issues.length || !result.success) throw new ConfigError(issues);
  return result.data;
}
