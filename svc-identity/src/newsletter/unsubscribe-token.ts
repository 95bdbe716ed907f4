// The unsubscribe token of a newsletter mail: the signup id signed with identity's private key.
// It never expires (an old mail's link must keep working) and its audience differs from access
// tokens', so neither can stand in for the other.
import { JWT_ALGORITHM, JWT_ISSUER, type JwtKeys } from '@fff/service-kit';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';

const AUDIENCE = 'fff-newsletter-unsubscribe';

/** Sign the token for one signup. */
export function signUnsubscribeToken(keys: JwtKeys, signupId: string): string {
  if (!keys.privateKey) throw new Error('svc-identity needs its private key to sign unsubscribe links');
  return jwt.sign({}, keys.privateKey, {
    algorithm: JWT_ALGORITHM,
    issuer: JWT_ISSUER,
    audience: AUDIENCE,
    subject: signupId,
  });
}

/** The signup id of a valid token, or undefined for anything forged, altered or of another kind. */
export function readUnsubscribeToken(keys: JwtKeys, token: string): string | undefined {
  try {
    const payload = jwt.verify(token, keys.publicKey, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: AUDIENCE,
    });
    const sub = typeof payload === 'object' ? payload.sub : undefined;
    return sub && mongoose.isValidObjectId(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}
