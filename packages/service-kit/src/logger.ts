import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** JSON logger to stdout, one per service; `name` lands in every line. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    // Never log credentials that may ride along in request logs.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-internal-token"]',
      'res.headers["set-cookie"]',
    ],
  });
}
