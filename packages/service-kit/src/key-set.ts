import crypto from 'node:crypto';

// Key ids and key sets for access tokens. Every token carries `kid`, the RFC 7638 JWK thumbprint
// of the public key that verifies it. JWT_PUBLIC_KEY may hold several PEM blocks (the current key
// and, during a rotation, the previous one); a verifier picks the block whose thumbprint matches.

const PEM_BLOCK = /-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g;

/** The PEM blocks of a key setting (one or more keys, `\n` escapes allowed). */
export function pemBlocks(text: string): string[] {
  return (text.replace(/\\n/g, '\n').match(PEM_BLOCK) ?? []).map((b) => `${b.trim()}\n`);
}

const ids = new Map<string, string>();

/** RFC 7638 thumbprint (base64url SHA-256 of the canonical JWK) of a P-256 public or private key. */
export function keyIdOf(pem: string): string {
  const known = ids.get(pem);
  if (known) return known;
  const key = crypto.createPublicKey(pem);
  const jwk = key.export({ format: 'jwk' }) as { crv: string; kty: string; x: string; y: string };
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  const id = crypto.createHash('sha256').update(canonical).digest('base64url');
  ids.set(pem, id);
  return id;
}

const cache = new Map<string, Map<string, string>>();

/** kid → PEM for every key in a (multi-)PEM public key setting; memoised per setting. */
export function keySet(publicKeys: string): Map<string, string> {
  let set = cache.get(publicKeys);
  if (!set) {
    set = new Map(pemBlocks(publicKeys).map((pem) => [keyIdOf(pem), pem]));
    cache.set(publicKeys, set);
  }
  return set;
}
