import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { keyIdOf, pemBlocks } from './key-set';

/** PEM key pair for access tokens; services other than identity only hold the public key. */
export interface JwtKeys {
  publicKey: string;
  privateKey?: string;
}

/** What an access token says about its bearer (claims sub, sid, username, isDeveloper). */
export interface AuthContext {
  userId: string;
  sessionId: string;
  username: string;
  isDeveloper: boolean;
  /**
   * The learner's streak time zone (IANA), stored on the account by svc-identity (claim `tz`), so
   * the day a streak counts is the account's, not a header the client may change on every request.
   * Absent in tokens of accounts that have none yet.
   */
  timeZone?: string;
}

export const JWT_ALGORITHM = 'ES256' as const;
export const JWT_ISSUER = 'fff-identity';
export const JWT_AUDIENCE = 'fff';

type KeyConfig = {
  NODE_ENV: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  JWT_PRIVATE_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
  JWT_KEYS_DIR: string;
};

// Keys in env vars often arrive with literal "\n" escapes.
const pem = (text: string) => text.replace(/\\n/g, '\n').trim() + '\n';

/** A fresh in-memory ES256 pair (dev keys; tests get it as makeTestKeys from the testing entry). */
export function generatePair(): Required<JwtKeys> {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/**
 * Dev key pair in `dir`, created once. The private key is published with link(), which fails
 * if the file exists, so two services starting together agree on one pair; the public key is
 * derived from whichever private key won.
 */
function devKeys(dir: string): Required<JwtKeys> {
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(privatePath)) {
    const tmp = path.join(dir, `.jwt-private.${process.pid}.${crypto.randomUUID()}.tmp`);
    fs.writeFileSync(tmp, generatePair().privateKey, { mode: 0o600, flush: true });
    try {
      fs.linkSync(tmp, privatePath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const privateKey = fs.readFileSync(privatePath, 'utf8');
  const publicKey = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  if (!fs.existsSync(publicPath) || fs.readFileSync(publicPath, 'utf8') !== publicKey) {
    const tmp = path.join(dir, `.jwt-public.${process.pid}.${crypto.randomUUID()}.tmp`);
    fs.writeFileSync(tmp, publicKey, { flush: true });
    fs.renameSync(tmp, publicPath);
  }
  return { publicKey, privateKey };
}

/**
 * Access-token keys from JWT_*_KEY / JWT_*_KEY_FILE; outside production, missing keys come from
 * (or are generated once into) JWT_KEYS_DIR. In production a missing public key is an error.
 */
export function loadJwtKeys(config: KeyConfig, options: { needPrivate?: boolean } = {}): JwtKeys {
  const read = (value?: string, file?: string) =>
    value ? pem(value) : file ? pem(fs.readFileSync(file, 'utf8')) : undefined;
  let privateKey = read(config.JWT_PRIVATE_KEY, config.JWT_PRIVATE_KEY_FILE);
  let publicKey = read(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE);
  if (!publicKey && privateKey) {
    publicKey = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  }
  const missing = !publicKey || (options.needPrivate && !privateKey);
  if (missing) {
    if (config.NODE_ENV === 'production') {
      throw new Error(
        options.needPrivate
          ? 'JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE is required in production'
          : 'JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE is required in production',
      );
    }
    ({ publicKey, privateKey } = devKeys(config.JWT_KEYS_DIR));
  }
  // Fail at start, not at the first request, if a key is unusable (every block of a key set).
  const blocks = pemBlocks(publicKey as string);
  if (blocks.length === 0) throw new Error('JWT_PUBLIC_KEY holds no PEM key');
  for (const block of blocks) crypto.createPublicKey(block);
  if (privateKey) crypto.createPrivateKey(privateKey);
  return { publicKey: publicKey as string, privateKey };
}

/** Sign a short-lived access token (ES256, issuer fff-identity, audience fff, kid = key thumbprint). */
export function signAccessToken(
  privateKey: string,
  claims: AuthContext,
  ttl: string | number = '15m',
): string {
  return jwt.sign(
    {
      sid: claims.sessionId,
      username: claims.username,
      isDeveloper: claims.isDeveloper,
      ...(claims.timeZone && { tz: claims.timeZone }),
    },
    privateKey,
    {
      algorithm: JWT_ALGORITHM,
      subject: claims.userId,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      keyid: keyIdOf(privateKey),
      expiresIn: ttl as jwt.SignOptions['expiresIn'],
    },
  );
}
