import { loadJwtKeys, main } from '@fff/service-kit';
import { buildApp } from './app';
import { learningConfigSchema } from './config';
import { seedCurriculum } from './curriculum/seed';
import { createLearningDeps } from './deps';

main({
  name: 'svc-learning',
  configSchema: learningConfigSchema,
  async build(config, { logger }) {
    const keys = loadJwtKeys(config);
    // Seed before listening, so /api/levels never answers from a half-empty database.
    await seedCurriculum(config.CONTENT_DIR, logger);
    const deps = createLearningDeps({ config, logger, keys });
    return { app: buildApp(deps), workers: deps.workers };
  },
});
