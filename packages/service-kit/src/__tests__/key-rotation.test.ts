import jwt from 'jsonwebtoken';
import { keyIdOf } from '../key-set';
import { loadJwtKeys, verifyAccessToken } from '../index';
import { makeTestKeys, signTestToken } from '../testing';

describe('key ids and rotation', () => {
  const old = makeTestKeys();
  const next = makeTestKeys();

  it('when a token is signed, then its header carries the key thumbprint as kid', () => {
    const token = signTestToken(next);
    expect(jwt.decode(token, { complete: true })?.header).toMatchObject({
      alg: 'ES256',
      kid: keyIdOf(next.publicKey),
    });
    expect(keyIdOf(next.privateKey)).toBe(keyIdOf(next.publicKey));
  });

  it('when verifiers hold the new and the old public key, then tokens of both verify (rotation window)', () => {
    const both = `${next.publicKey}${old.publicKey}`;
    expect(verifyAccessToken(signTestToken(next, { userId: 'a'.repeat(24) }), both)?.userId).toBe(
      'a'.repeat(24),
    );
    expect(verifyAccessToken(signTestToken(old, { userId: 'b'.repeat(24) }), both)?.userId).toBe(
      'b'.repeat(24),
    );
  });

  it('when the old key is dropped after the rotation, then its tokens are refused', () => {
    expect(verifyAccessToken(signTestToken(old), next.publicKey)).toBeUndefined();
  });

  it('when a token names a kid the verifier does not hold, then it is refused even if another key would match', () => {
    const forged = jwt.sign({ sid: 's', username: 'u', isDeveloper: true }, old.privateKey, {
      algorithm: 'ES256',
      subject: 'c'.repeat(24),
      issuer: 'fff-identity',
      audience: 'fff',
      keyid: 'not-a-known-kid',
    });
    expect(verifyAccessToken(forged, `${next.publicKey}${old.publicKey}`)).toBeUndefined();
  });

  it('when JWT_PUBLIC_KEY holds two keys on one line with \\n escapes, then both load', () => {
    const oneLine = `${next.publicKey}${old.publicKey}`.trim().split('\n').join('\\n');
    const keys = loadJwtKeys({
      NODE_ENV: 'production',
      JWT_PUBLIC_KEY: oneLine,
      JWT_KEYS_DIR: '/nonexistent',
    });
    expect(verifyAccessToken(signTestToken(old), keys.publicKey)).toBeDefined();
  });
});
