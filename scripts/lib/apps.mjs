// The apps `npm start` runs, with their ports and the file whose age tells if a build is stale.

export const SERVICES = [
  { name: 'svc-identity', port: 4001, output: 'dist/server.js' },
  { name: 'svc-learning', port: 4002, output: 'dist/server.js' },
  { name: 'svc-social', port: 4003, output: 'dist/server.js' },
];

export const FRONTENDS = [
  { name: 'shell', devPort: 3000, output: 'dist/index.html' },
  { name: 'mf-learn', devPort: 3001, output: 'dist/mf-manifest.json' },
  { name: 'mf-social', devPort: 3002, output: 'dist/mf-manifest.json' },
  { name: 'mf-account', devPort: 3003, output: 'dist/mf-manifest.json' },
];

/** Dev secret shared by the three services (service-kit's DEV_INTERNAL_TOKEN); never for production. */
export const DEV_INTERNAL_TOKEN = 'dev-internal-token-not-for-production';

/**
 * Environment for one service started by `npm start` / `npm run dev`. The development token is
 * filled in only outside production: with NODE_ENV=production an unset INTERNAL_TOKEN stays unset,
 * so the service refuses to start and names the setting instead of running on a public secret.
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
    INTERNAL_TOKEN: env.INTERNAL_TOKEN || (nodeEnv === 'production' ? undefined : DEV_INTERNAL_TOKEN),
    IDENTITY_URL: url('svc-identity'),
    LEARNING_URL: url('svc-learning'),
    SOCIAL_URL: url('svc-social'),
  };
  if (out.INTERNAL_TOKEN === undefined) delete out.INTERNAL_TOKEN;
  // MONGO_URL (if any) passes through; unset means each service runs its embedded MongoDB under .data/.
  return out;
}
