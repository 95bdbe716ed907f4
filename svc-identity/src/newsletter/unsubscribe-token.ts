// The tokens of a newsletter mail's links: the signup id signed with identity's private key, one
// audience per purpose (unsubscribe, confirm), each different from access tokens', so none can
// stand in for another. They never expire (an old mail's unsubscribe link must keep working; an
// unconfirmed signup itself is forgotten after NEWSLETTER_CONFIRM_DAYS).
import { JWT_ALGORITHM, JWT_ISSUER, type JwtKeys } from '@fff/service-kit';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';

const AUDIENCES = Object.freeze({
  unsubscribe: 'fff-newsletter-unsubscribe',
  confirm: 'fff-newsletter-confirm',
});
export type SignupTokenPurpose = keyof typeof AUDIENCES;

/** Sign the token of one purpose for one signup. */
export function signSignupToken(keys: JwtKeys, signupId: string, purpose: SignupTokenPurpose): string {
  if (!keys.privateKey) throw new Error('svc-identity needs its private key to sign unsubscribe links');
  return jwt.sign({}, keys.privateKey, {
    algorithm: JWT_ALGORITHM,
    issuer: JWT_ISSUER,
    audience: AUDIENCES[purpose],
    subject: signupId,
  });
}

/** The signup id of a valid token of `purpose`, or undefined for anything forged, altered or of another kind. */
export function readSignupToken(
  keys: JwtKeys,
  token: string,
  purpose: SignupTokenPurpose,
): string | undefined {
  try {
    const payload = jwt.verify(token, keys.publicKey, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: AUDIENCES[purpose],
    });
    const sub = typeof payload === 'object' ? payload.sub : undefined;
    return sub && mongoose.isValidObjectId(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}
