// The apps `npm start` runs, with their ports and the file whose age tells if a build is stale.

export const SERVICES = [
  { name: 'svc-identity', port: 4001, output: 'dist/server.js' },
  { name: 'svc-learning', port: 4002, output: 'dist/server.js' },
  { name: 'svc-social', port: 4003, output: 'dist/server.js' },
];

// The shell's build writes its renderer last (dist-server/server.js), so that file dates the build.
export const FRONTENDS = [
  { name: 'shell', devPort: 3000, output: 'dist-server/server.js' },
  { name: 'mf-learn', devPort: 3001, output: 'dist/mf-manifest.json' },
  { name: 'mf-social', devPort: 3002, output: 'dist/mf-manifest.json' },
  { name: 'mf-account', devPort: 3003, output: 'dist/mf-manifest.json' },
];

/**
 * V8 flags every service runs with (here for `npm start` and the bench; the service image sets the
 * same in docker/node-service.Dockerfile). A 32 MiB young generation halves the scavenger's share
 * of a busy service's CPU (svc-social under the friends list: 8.9 % of samples at the default,
 * 4.7 % with it; bench/README.md "Garbage collection"), for ~100 MiB more memory at most.
 */
export const SERVICE_NODE_OPTIONS = '--max-semi-space-size=32';

/** The renderer's development credential (service-kit's devInternalToken('renderer')); never for production. */
export const DEV_RENDERER_TOKEN = 'dev-internal-token-renderer-not-for-production';

/**
 * Environment for one service started by `npm start` / `npm run dev`. Each caller's internal
 * credential (INTERNAL_TOKEN_IDENTITY, _LEARNING, _SOCIAL, _RENDERER) passes through as set; unset,
 * the service derives a distinct development one itself, except under NODE_ENV=production, where
 * it refuses to start and names each missing setting instead of running on a public secret.
 */
export function serviceEnv(service, env = process.env) {
  const url = (name) => `http://127.0.0.1:${SERVICES.find((s) => s.name === name).port}`;
  const nodeEnv = env.NODE_ENV ?? 'development';
  const out = {
    ...env,
    NODE_ENV: nodeEnv,
    // PORT in our own environment is the gateway's; each service gets its fixed port.
    PORT: String(service.port),
    HOST: '127.0.0.1',
    // Logout reaches learning and social within 5 s (they ask identity, cached).
    SESSION_CHECK_MS: env.SESSION_CHECK_MS ?? '5000',
    IDENTITY_URL: url('svc-identity'),
    LEARNING_URL: url('svc-learning'),
    SOCIAL_URL: url('svc-social'),
    NODE_OPTIONS: withServiceNodeOptions(env.NODE_OPTIONS),
  };
  // MONGO_URL (if any) passes through; unset means each service runs its embedded MongoDB under .data/.
  return out;
}

/** The caller's NODE_OPTIONS (if any) followed by the services' own flags. */
export function withServiceNodeOptions(nodeOptions) {
  return [nodeOptions, SERVICE_NODE_OPTIONS].filter(Boolean).join(' ');
}

/**
 * The shell's renderer (gateway PAGE_RENDERER, shell/src/server): draws a signed-in learner's Learn
 * page. Not run by `npm run dev`, where the shell comes from its webpack dev server.
 */
export const RENDERER = { name: 'shell-render', app: 'shell', port: 4004, script: 'dist-server/server.js' };

/** Environment of the renderer: it trades page cookies with identity and calls the API through the gateway. */
export function rendererEnv(gatewayPort, env = process.env) {
  const identity = serviceEnv(SERVICES[0], env);
  const out = {
    ...env,
    NODE_ENV: identity.NODE_ENV,
    PORT: String(RENDERER.port),
    HOST: '127.0.0.1',
    // Its own credential only: the services' credentials are none of its business.
    INTERNAL_TOKEN_RENDERER:
      env.INTERNAL_TOKEN_RENDERER || (identity.NODE_ENV === 'production' ? undefined : DEV_RENDERER_TOKEN),
    IDENTITY_URL: identity.IDENTITY_URL,
    API_BASE_URL: `http://127.0.0.1:${gatewayPort}/api`,
  };
  for (const key of ['INTERNAL_TOKEN_IDENTITY', 'INTERNAL_TOKEN_LEARNING', 'INTERNAL_TOKEN_SOCIAL'])
    delete out[key];
  if (out.INTERNAL_TOKEN_RENDERER === undefined) delete out.INTERNAL_TOKEN_RENDERER;
  return out;
}
