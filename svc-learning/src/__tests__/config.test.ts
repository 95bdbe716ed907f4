import { loadConfig } from '@fff/service-kit';
import { learningConfigSchema } from '../config';

describe('svc-learning config', () => {
  it('when nothing is set, then it listens on 4002 with database "learning" and the bundled content', () => {
    const config = loadConfig(learningConfigSchema, {});
    expect(config).toMatchObject({ PORT: 4002, MONGO_DB: 'learning' });
    expect(config.CONTENT_DIR).toMatch(/svc-learning[/\\]content$/);
  });

  it('when PORT is not a number, then the error names PORT', () => {
    expect(() => loadConfig(learningConfigSchema, { PORT: 'abc' })).toThrow(/PORT/);
  });
});
