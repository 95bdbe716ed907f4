import type { Logger } from '@fff/service-kit';
import { loadContent } from './content';
import { readSeededHash, writeCurriculum } from './repository';
import { invalidateCurriculum } from './snapshot';

/** What a seed run did. */
export interface SeedResult {
  seeded: boolean;
  version: number;
  modules: number;
  lessons: number;
  missingModules: string[];
}

/**
 * Load content/ (validated by the contracts' schemas) into the curriculum collections.
 * Skips when the same content was seeded before, so running it twice changes nothing.
 * Never touches learner collections.
 */
export async function seedCurriculum(contentDir: string, logger?: Logger): Promise<SeedResult> {
  const content = await loadContent(contentDir);
  const lessons = [...content.modules.values()].reduce((sum, m) => sum + m.lessons.length, 0);
  const result = {
    version: content.index.version,
    modules: content.modules.size,
    lessons,
    missingModules: content.missingModules,
  };
  if (content.missingModules.length > 0) {
    logger?.warn(
      { missingModules: content.missingModules },
      'curriculum names modules that have no content file; they are not shown',
    );
  }
  if ((await readSeededHash()) === content.hash) {
    logger?.info({ version: result.version }, 'curriculum unchanged, seed skipped');
    return { seeded: false, ...result };
  }
  try {
    await writeCurriculum(content.index, content.modules, content.hash);
  } finally {
    invalidateCurriculum();
  }
  logger?.info(result, 'curriculum seeded');
  return { seeded: true, ...result };
}
