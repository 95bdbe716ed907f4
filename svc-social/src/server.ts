import { loadJwtKeys, main } from '@fff/service-kit';
import { buildApp } from './app';
import { socialConfigSchema } from './config';
import { ensureLeagueIndexes } from './league/repository';

main({
  name: 'svc-social',
  configSchema: socialConfigSchema,
  async build(config, { logger }) {
    const keys = loadJwtKeys(config);
    await ensureLeagueIndexes();
    return buildApp({ config, logger, keys });
  },
});
