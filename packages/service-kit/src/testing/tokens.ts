import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  generatePair,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  signAccessToken,
  type AuthContext,
  type JwtKeys,
} from '../jwt-keys';

/** In-memory ES256 pair, for tests. */
export const makeTestKeys = (): Required<JwtKeys> => generatePair();

/** A valid access token for `claims` (defaults fill the rest). */
export function signTestToken(
  keys: JwtKeys,
  claims: Partial<AuthContext> = {},
  ttl: string | number = '15m',
): string {
  if (!keys.privateKey) throw new Error('signTestToken needs a private key');
  return signAccessToken(
    keys.privateKey,
    {
      userId: claims.userId ?? crypto.randomBytes(12).toString('hex'),
      sessionId: claims.sessionId ?? crypto.randomUUID(),
      username: claims.username ?? 'test_cook',
      isDeveloper: claims.isDeveloper ?? false,
      ...(claims.timeZone && { timeZone: claims.timeZone }),
    },
    ttl,
  );
}

/** A named Authorization header (undefined: none sent) that requireAuth must refuse. */
export type RejectedAuthorization = [name: string, header: string | undefined];

const claims = { sub: 'u1', sid: 'session-1', username: 'cook', isDeveloper: false };

/**
 * Authorization headers requireAuth must answer with 401 for an app that verifies with `keys`:
 * missing, not a bearer, garbage, expired, a stranger's key, algorithm confusion (HS256, none),
 * wrong issuer or audience, missing claims. The expired and wrong-claim ones are signed with
 * `keys` itself, so only the one flaw makes them bad.
 */
export function rejectedAuthorizations(keys: JwtKeys): RejectedAuthorization[] {
  if (!keys.privateKey) throw new Error('rejectedAuthorizations needs the private key');
  const own = keys.privateKey;
  const ours = { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER, audience: JWT_AUDIENCE } as const;
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    ['missing', undefined],
    ['not a bearer', 'Basic dXNlcjpwYXNz'],
    ['garbage', 'Bearer abc.def.ghi'],
    ['expired', bearer(signTestToken(keys, {}, -60))],
    ['signed by a stranger', bearer(signTestToken(makeTestKeys()))],
    ['HS256 with a guessed secret', bearer(jwt.sign(claims, 'secret', { ...ours, algorithm: 'HS256' }))],
    [
      'HS256 with the public key as secret',
      bearer(jwt.sign(claims, keys.publicKey, { ...ours, algorithm: 'HS256' })),
    ],
    ['alg none', bearer(jwt.sign(claims, '', { ...ours, algorithm: 'none' }))],
    ['from another issuer', bearer(jwt.sign(claims, own, { ...ours, issuer: 'someone-else' }))],
    ['for another audience', bearer(jwt.sign(claims, own, { ...ours, audience: 'other' }))],
    ['missing claims', bearer(jwt.sign({ sub: 'u1' }, own, ours))],
  ];
}
