import { loadConfig } from '@fff/service-kit';
import { socialConfigSchema } from '../config';

describe('svc-social config', () => {
  it('when nothing is set, then it listens on 4003, uses database "social" and finds learning on 4002', () => {
    expect(loadConfig(socialConfigSchema, {})).toMatchObject({
      PORT: 4003,
      MONGO_DB: 'social',
      LEARNING_URL: 'http://127.0.0.1:4002',
    });
  });

  it('when LEARNING_URL is not a URL, then the error names it', () => {
    expect(() => loadConfig(socialConfigSchema, { LEARNING_URL: 'learning' })).toThrow(/LEARNING_URL/);
  });
});
