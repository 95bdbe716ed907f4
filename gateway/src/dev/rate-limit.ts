// Per-client token bucket with nginx `limit_req rate=R burst=B nodelay` semantics: up to B+1
// requests at once, then R per second. Hand-written because express-rate-limit counts fixed
// windows, which would make the dev gateway disagree with nginx at the edges.
import type { RequestHandler } from 'express';
import { sendGatewayError } from './errors';

interface Bucket {
  tokens: number;
  at: number;
}

const MAX_CLIENTS = 10_000;

/** Middleware answering 429 JSON once a client exceeds `ratePerSecond` with `burst` slack. */
export function tokenBucketLimit(
  ratePerSecond: number,
  burst: number,
  now: () => number = Date.now,
): RequestHandler {
  const capacity = burst + 1;
  const buckets = new Map<string, Bucket>();
  return (req, res, next) => {
    const key = req.socket.remoteAddress ?? 'unknown';
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: capacity, at: t };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((t - bucket.at) / 1000) * ratePerSecond);
    bucket.at = t;
    if (buckets.size >= MAX_CLIENTS && !buckets.has(key)) buckets.clear();
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      sendGatewayError(res, 429);
      return;
    }
    bucket.tokens -= 1;
    next();
  };
}
