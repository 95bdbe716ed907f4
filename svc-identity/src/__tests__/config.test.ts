import { loadConfig } from '@fff/service-kit';
import { identityConfigSchema } from '../config';

describe('svc-identity config', () => {
  it('when nothing is set, then it listens on 4001 with database "identity"', () => {
    expect(loadConfig(identityConfigSchema, {})).toMatchObject({
      PORT: 4001,
      MONGO_DB: 'identity',
      HOST: '127.0.0.1',
    });
  });

  it('when production lacks INTERNAL_TOKEN and MONGO_DB is bad, then the error names both keys', () => {
    expect(() => loadConfig(identityConfigSchema, { NODE_ENV: 'production', MONGO_DB: 'a/b' })).toThrow(
      /MONGO_DB.*INTERNAL_TOKEN|INTERNAL_TOKEN.*MONGO_DB/,
    );
  });

  it('when REFRESH_REUSE_GRACE_SECONDS is unset, 0 or negative, then 30, 0 (off) or an error naming it', () => {
    expect(loadConfig(identityConfigSchema, {}).REFRESH_REUSE_GRACE_SECONDS).toBe(30);
    expect(loadConfig(identityConfigSchema, { REFRESH_REUSE_GRACE_SECONDS: '0' }).REFRESH_REUSE_GRACE_SECONDS).toBe(0);
    expect(() => loadConfig(identityConfigSchema, { REFRESH_REUSE_GRACE_SECONDS: '-5' })).toThrow(/REFRESH_REUSE_GRACE_SECONDS/);
  });
});
