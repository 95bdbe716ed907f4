import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push the local push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local stand-in for a browser push service at the network boundary: it records every request and
 * answers the status set for its path (201 by default), e.g. 410 for an endpoint that is gone.
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const queue = statuses.get(path);
      const status = queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? 201);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hostPort,
    /** A fresh endpoint URL on this server. */
    endpoint: (name = crypto.randomUUID()) => `http://${hostPort}/push/${name}`,
    /** Answer these statuses in turn for `endpoint` (the last one repeats). */
    answer: (endpoint: string, ...codes: number[]) => statuses.set(new URL(endpoint).pathname, codes),
    to: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser-side subscription: a P-256 key pair and an auth secret, made with node:crypto. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * Decrypt an aes128gcm push body (RFC 8188 + RFC 8291) with the browser's keys, written from the RFCs
 * so the test checks the library against the standard rather than against itself.
 */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = browser.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(browser.auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record delimiter missing');
  return padded.subarray(0, end).toString('utf8');
}
