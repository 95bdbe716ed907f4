import { loadJwtKeys, main } from '@fff/service-kit';
import { buildApp } from './app';
import { identityConfigSchema } from './config';
import { ensureUserIndexes } from './users/repository';

main({
  name: 'svc-identity',
  configSchema: identityConfigSchema,
  async build(config, { logger }) {
    // Identity signs access tokens, so it needs the private key (generated once in dev).
    const keys = loadJwtKeys(config, { needPrivate: true });
    await ensureUserIndexes();
    return buildApp({ config, logger, keys });
  },
});
