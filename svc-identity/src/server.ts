import { loadJwtKeys, main } from '@fff/service-kit';
import { buildIdentity, ensureIndexes } from './app';
import { identityConfigSchema } from './config';

main({
  name: 'svc-identity',
  configSchema: identityConfigSchema,
  async build(config, { logger }) {
    // Identity signs access tokens, so it needs the private key (generated once in dev).
    const keys = loadJwtKeys(config, { needPrivate: true });
    await ensureIndexes();
    const { app, outbox, reminders } = buildIdentity({ config, logger, keys });
    // The worker's timer is unref'd: shutdown does not wait for it, and pending work stays in the database.
    outbox.start();
    outbox.kick();
    reminders.start();
    reminders.kick();
    return app;
  },
});
