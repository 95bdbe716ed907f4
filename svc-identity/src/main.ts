import { loadJwtKeys, main } from '@fff/service-kit';
import { buildApp, ensureIndexes } from './app';
import { identityConfigSchema } from './config';
import { createIdentityDeps } from './deps';

main({
  name: 'svc-identity',
  configSchema: identityConfigSchema,
  async build(config, { logger }) {
    // Identity signs access tokens, so it needs the private key (generated once in dev).
    const keys = loadJwtKeys(config, { needPrivate: true });
    await ensureIndexes();
    const deps = createIdentityDeps({ config, logger, keys });
    // runService starts the outbox and reminder workers once the service listens and stops them on shutdown.
    return { app: buildApp(deps), workers: deps.workers };
  },
});
