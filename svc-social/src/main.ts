import { loadJwtKeys, main } from '@fff/service-kit';
import { buildApp } from './app';
import { socialConfigSchema } from './config';
import { createSocialDeps } from './deps';
import { ensureSocialIndexes } from './shared/indexes';

main({
  name: 'svc-social',
  configSchema: socialConfigSchema,
  async build(config, { logger }) {
    const keys = loadJwtKeys(config);
    await ensureSocialIndexes();
    const deps = createSocialDeps({ config, logger, keys });
    // runService starts the workers once the service listens and stops them on shutdown.
    return { app: buildApp(deps), workers: deps.workers };
  },
});
