// The renderer's settings, read once from the environment and checked: a wrong value stops the start
// with one message naming every bad setting, instead of a renderer that serves only plain pages.
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ });

const schema = z
  .object({
    PORT: port.default(4004),
    HOST: z.string().min(1).default('127.0.0.1'),
    IDENTITY_URL: httpUrl.default('http://127.0.0.1:4001'),
    /** The API as the browser reaches it (the gateway's /api): the render's calls go there. */
    API_BASE_URL: httpUrl.default('http://127.0.0.1:8080/api'),
    /** The live remote list; by default the gateway's /remotes.json beside API_BASE_URL. */
    REMOTES_URL: httpUrl.optional(),
    /** The renderer's own credential for identity's /internal/page-sessions (svc-identity's INTERNAL_TOKEN_RENDERER). */
    INTERNAL_TOKEN_RENDERER: z.string().default(''),
    /** The build's page (relative to the working folder: the shell's, under `npm start` and in its image). */
    INDEX_HTML: z.string().min(1).default('dist/index.html'),
    /** The learner's page or the plain one within this time: a slow service must not hold the page. */
    RENDER_BUDGET_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
    /** Learner pages drawn at once; a request beyond them gets the plain page (render-gate.ts). */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.INTERNAL_TOKEN_RENDERER.length > 0, {
    path: ['INTERNAL_TOKEN_RENDERER'],
    message: 'is required in production (svc-identity refuses the page-session trade without it)',
  });

export interface RendererConfig {
  port: number;
  host: string;
  identityUrl: string;
  apiBaseUrl: string;
  remotesUrl: string;
  internalToken: string;
  indexHtml: string;
  renderBudgetMs: number;
  renderConcurrency: number;
}

/** The settings in `env`; throws one error naming each invalid one. */
export function loadRendererConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): RendererConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`renderer configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    identityUrl: c.IDENTITY_URL,
    apiBaseUrl: c.API_BASE_URL,
    remotesUrl: c.REMOTES_URL ?? new URL('/remotes.json', c.API_BASE_URL).href,
    internalToken: c.INTERNAL_TOKEN_RENDERER,
    indexHtml: path.resolve(cwd, c.INDEX_HTML),
    renderBudgetMs: c.RENDER_BUDGET_MS,
    renderConcurrency: c.RENDER_CONCURRENCY,
  };
}
