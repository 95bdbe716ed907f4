import crypto from 'node:crypto';

/** A new opaque random token (256 bits, URL-safe). */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** The stored form of a token: a sha256 hex digest (tokens are random, so no salt is needed). */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
