// The single source of who serves which path (ARCHITECTURE.md §3). nginx.conf and the dev
// gateway are both derived from these tables; a test checks the committed nginx.conf.

import { RELEASE_VERSION_PATTERN } from './release-layout.mjs';

export { RELEASE_VERSION_PATTERN, RELEASED_REMOTES_FILE } from './release-layout.mjs';

export type ServiceName = 'svc-identity' | 'svc-learning' | 'svc-social';
export type StaticAppName = 'shell' | 'mf-learn' | 'mf-social' | 'mf-account';

/** How an API path is matched: the exact path only, or every path starting with the string. */
export type MatchKind = 'exact' | 'prefix';

export interface ApiRoute {
  path: string;
  match: MatchKind;
  service: ServiceName;
  /** Largest request body accepted on this route (nginx size syntax); default DEFAULT_BODY_LIMIT. */
  bodyLimit?: string;
  /** Rate-limited like a login endpoint (AUTH_RATE_LIMIT). */
  authRateLimit?: boolean;
}

export interface ServiceInfo {
  name: ServiceName;
  port: number;
}

export interface StaticMount {
  app: StaticAppName;
  /** URL prefix the app is served under; files of `<app>/dist` appear directly below it. */
  prefix: string;
  /** Port of the app's webpack dev server (npm run dev). */
  devPort: number;
  /** Unknown non-file paths answer index.html (client-side routing). */
  spa: boolean;
  /**
   * Paths answered with a page of their own instead of index.html (an SPA mount only): the shell's
   * build pre-renders /auth into auth.html. When the file is missing the path gets index.html.
   */
  pages?: readonly { path: string; file: string }[];
}

export const SERVICES: readonly ServiceInfo[] = [
  { name: 'svc-identity', port: 4001 },
  { name: 'svc-learning', port: 4002 },
  { name: 'svc-social', port: 4003 },
];

const identity = 'svc-identity' as const;
const learning = 'svc-learning' as const;
const social = 'svc-social' as const;

/** `x/*` in the architecture table is prefix `x/`; `x*` is prefix `x`; anything else is exact. */
export const API_ROUTES: readonly ApiRoute[] = [
  { path: '/api/auth/', match: 'prefix', service: identity, authRateLimit: true },
  { path: '/api/user', match: 'exact', service: identity },
  { path: '/api/user/profile', match: 'exact', service: identity },
  { path: '/api/user/profile-picture', match: 'exact', service: identity, bodyLimit: '6m' },
  { path: '/api/user/privacy-settings', match: 'exact', service: identity },
  { path: '/api/user/export-data', match: 'exact', service: identity },
  { path: '/api/user/delete-account', match: 'exact', service: identity },
  { path: '/api/user/withdraw-consent', match: 'exact', service: identity },
  { path: '/api/user/change-password', match: 'exact', service: identity },
  { path: '/api/user/confirm-email', match: 'exact', service: identity },
  { path: '/api/user/reset-progress', match: 'exact', service: identity },
  { path: '/api/user/time-zone', match: 'exact', service: identity },
  { path: '/api/avatars/', match: 'prefix', service: identity },
  { path: '/api/referral/', match: 'prefix', service: identity },
  { path: '/api/newsletter/', match: 'prefix', service: identity },
  { path: '/api/feedback', match: 'exact', service: identity },
  { path: '/api/roadmap', match: 'prefix', service: identity },
  { path: '/api/notifications/', match: 'prefix', service: identity },

  { path: '/api/levels', match: 'exact', service: learning },
  { path: '/api/modules/', match: 'prefix', service: learning },
  { path: '/api/lessons/', match: 'prefix', service: learning },
  { path: '/api/user/progress', match: 'exact', service: learning },
  { path: '/api/user/prestige', match: 'exact', service: learning },
  // GET /api/hearts (the learner's hearts) and /api/hearts/lose: svc-learning serves both.
  { path: '/api/hearts', match: 'exact', service: learning },
  { path: '/api/hearts/', match: 'prefix', service: learning },
  { path: '/api/activities/', match: 'prefix', service: learning },
  { path: '/api/streak/', match: 'prefix', service: learning },
  { path: '/api/shop', match: 'prefix', service: learning },
  { path: '/api/quests', match: 'exact', service: learning },
  { path: '/api/weekly-theme', match: 'exact', service: learning },
  { path: '/api/review', match: 'prefix', service: learning },
  { path: '/api/achievements', match: 'prefix', service: learning },
  { path: '/api/test/', match: 'prefix', service: learning },

  { path: '/api/friends', match: 'exact', service: social },
  { path: '/api/friend-requests', match: 'prefix', service: social },
  { path: '/api/users/', match: 'prefix', service: social },
  { path: '/api/chat', match: 'prefix', service: social },
  { path: '/api/flavour-stones/', match: 'prefix', service: social },
  { path: '/api/report-content', match: 'exact', service: social },
  { path: '/api/league/', match: 'prefix', service: social },
  { path: '/api/remote-reports', match: 'exact', service: social },
];

/** Everything under this prefix that no route claims answers 404 JSON. */
export const API_PREFIX = '/api';
/** Service-to-service paths; never reachable through the gateway. */
export const INTERNAL_PREFIX = '/internal';

export const DEFAULT_BODY_LIMIT = '1m';
/** nginx `limit_req` semantics: sustained rate per client address, burst served without delay. */
export const AUTH_RATE_LIMIT = { ratePerSecond: 10, burst: 20 } as const;

/**
 * The shell's renderer (shell/src/server, docs/learner-page-render.md): a Node process that answers
 * a page path with the signed-in learner's page drawn on the server, and with the plain index.html
 * otherwise. When it does not answer in time (or at all) the gateway serves the static index.html,
 * so the page never depends on it.
 */
export const PAGE_RENDERER = {
  name: 'shell-render',
  port: 4004,
  // The pages it draws (shell/src/server/drawn-pages.ts): the tab screens.
  paths: ['/', '/league', '/friends', '/profile', '/more'],
} as const;
/** Seconds the gateway waits for the renderer (which gives up on its own calls sooner). */
export const PAGE_RENDERER_TIMEOUT_S = 3;
/** A page the renderer drew holds the learner's data: no cache keeps it (the plain page: the usual rule). */
export const RENDERED_PAGE_CACHE_CONTROL = 'no-store';

/** Longer prefixes first so `/mf/learn/` wins over `/`. */
export const STATIC_MOUNTS: readonly StaticMount[] = [
  { app: 'mf-learn', prefix: '/mf/learn/', devPort: 3001, spa: false },
  { app: 'mf-social', prefix: '/mf/social/', devPort: 3002, spa: false },
  { app: 'mf-account', prefix: '/mf/account/', devPort: 3003, spa: false },
  { app: 'shell', prefix: '/', devPort: 3000, spa: true, pages: [{ path: '/auth', file: 'auth.html' }] },
];

/*
 * Released remote builds (scripts/release.mjs): `<releases>/mf/<name>/<version>/`, served at
 * `/mf/<name>/<version>/` beside the mount's own dist (RELEASE_VERSION_PATTERN: release-layout.mjs).
 * The switched-in remote list, `<releases>/remotes.json`, is served as `/remotes.json` when present
 * (else the shell build's own).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The remote mounts that take releases (every one but the shell). */
export function releasedMounts(): StaticMount[] {
  return STATIC_MOUNTS.filter((m) => !m.spa);
}

/** Regex (PCRE and JS) of a versioned release folder's paths under `mount`. */
export function releasePathPattern(mount: StaticMount): string {
  return `^${mount.prefix.replace(/[.]/g, '\\.')}${RELEASE_VERSION_PATTERN}/`;
}

/** Cache-Control by URL path: first matching pattern wins (PCRE- and JS-compatible regexes). */
export const CACHE_RULES: readonly { pattern: string; value: string }[] = [
  { pattern: '/remotes\\.json$', value: 'no-store' },
  // A release folder never changes (its name is its content hash), its manifest and entry neither.
  { pattern: `^/mf/[a-z]+/${RELEASE_VERSION_PATTERN}/`, value: IMMUTABLE },
  { pattern: '/(index\\.html|mf-manifest\\.json|remoteEntry\\.js)$', value: 'no-cache' },
  // The service worker: browsers check it for updates, so a deployment must never be cached away.
  { pattern: '^/sw\\.js$', value: 'no-cache' },
  // Content-hashed file names from webpack ([name].[contenthash].js, [hash][ext]).
  { pattern: '[/._-][0-9a-f]{8,}\\.[A-Za-z0-9]+$', value: IMMUTABLE },
];
/** Anything else static (e.g. SPA routes answered with index.html) must be revalidated. */
export const DEFAULT_CACHE_CONTROL = 'no-cache';

/** The Cache-Control a static file at `urlPath` gets. */
export function cacheControlFor(urlPath: string): string {
  const rule = CACHE_RULES.find((r) => new RegExp(r.pattern).test(urlPath));
  return rule ? rule.value : DEFAULT_CACHE_CONTROL;
}

/** The page file (index.html or a pre-rendered one) an SPA mount answers `urlPath` with. */
export function pageFileFor(mount: StaticMount, urlPath: string): string {
  return mount.pages?.find((p) => p.path === urlPath)?.file ?? 'index.html';
}

/** Every page file of an SPA mount: each gets the per-response CSP nonce filled in. */
export function pageFilesOf(mount: StaticMount): string[] {
  return ['index.html', ...(mount.pages ?? []).map((p) => p.file)];
}

/** The route serving `urlPath` the way nginx picks it: an exact match, else the longest prefix. */
export function resolveApiRoute(urlPath: string): ApiRoute | undefined {
  const exact = API_ROUTES.find((r) => r.match === 'exact' && r.path === urlPath);
  if (exact) return exact;
  let best: ApiRoute | undefined;
  for (const r of API_ROUTES) {
    if (r.match === 'prefix' && urlPath.startsWith(r.path) && (!best || r.path.length > best.path.length))
      best = r;
  }
  return best;
}

/** Port a service listens on by default. */
export function servicePort(name: ServiceName): number {
  const info = SERVICES.find((s) => s.name === name);
  if (!info) throw new Error(`unknown service ${name}`);
  return info.port;
}
