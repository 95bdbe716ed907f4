import { createInternalClient, loadJwtKeys, main, ownCredential } from '@fff/service-kit';
import { buildApp } from './app';
import { socialConfigSchema } from './config';
import { createGiftWorker } from './gifts/worker';
import { ensureSocialIndexes } from './indexes';
import { createWeekCloseWorker } from './league/week-close';

main({
  name: 'svc-social',
  configSchema: socialConfigSchema,
  async build(config, { logger }) {
    const keys = loadJwtKeys(config);
    await ensureSocialIndexes();
    // Gifts retried in the background: a wallet call may take its time, one attempt only (the worker retries).
    const learning = createInternalClient({
      baseUrl: config.LEARNING_URL,
      credential: ownCredential(config, 'social'),
      service: 'svc-learning',
      timeoutMs: 5000,
      retries: 0,
    });
    const gifts = createGiftWorker({ learning, logger, now: () => new Date() });
    gifts.start();
    // League weeks close once each (a lease in MongoDB), whichever replica gets there first.
    const weekClose = createWeekCloseWorker({ learning, logger });
    weekClose.start();
    weekClose.kick(); // a week that ended while no replica ran closes now, not a minute later
    return buildApp({ config, logger, keys });
  },
});
