import type { Response } from 'express';
import type { ServerResponse } from 'node:http';
import { GATEWAY_ERRORS, GatewayErrorStatus } from '../headers';

/** Answer with the gateway's JSON error envelope (same bodies nginx sends). */
export function sendGatewayError(res: Response | ServerResponse, status: GatewayErrorStatus): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(GATEWAY_ERRORS[status]);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** Bytes in an nginx size like `1m`, `512k` or `100`. */
export function parseSize(size: string): number {
  const m = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!m) throw new Error(`bad size ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(m[1]) * unit;
}
