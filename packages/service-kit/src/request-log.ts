import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';
import { redactUrl } from './redact-url';

/** Options of logRequests. */
export interface RequestLogOptions {
  /** Requests never logged (health checks, metrics scrapes). */
  ignore(req: IncomingMessage): boolean;
  /** The level of a finished (or aborted: `err` set) request's line. */
  level(req: IncomingMessage, res: ServerResponse, err?: Error): Level;
}

// What an operator needs to follow a request, and no personal data: no headers (cookies, tokens,
// user agents, forwarded client addresses) and no peer address. The request id joins the line to
// the gateway's access log. One-time tokens travel in query strings (verify/reset links): the
// URL's query values are redacted.
const requestFields = (req: Request) => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.originalUrl),
});

const responseFields = (res: Response) => ({ statusCode: res.statusCode });

/**
 * One log line per request once it finished (or was aborted), with the request id, like pino-http
 * did, but nothing is serialised unless the line's level is enabled: pino-http built a child logger
 * with the serialised request on every request, about a quarter of a small request's CPU, although
 * successful requests log at `debug`, which services run without.
 */
export function logRequests(logger: Logger, options: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    if (options.ignore(req)) {
      next();
      return;
    }
    const started = Date.now();
    const done = (): void => {
      res.off('finish', done);
      res.off('close', done);
      const err = res.writableFinished ? undefined : new Error('request aborted');
      const level = options.level(req, res, err);
      if (!logger.isLevelEnabled(level)) return;
      const failed =
        err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
      const fields = {
        req: requestFields(req),
        res: responseFields(res),
        responseTime: Date.now() - started,
      };
      if (failed)
        logger[level](
          { ...fields, err: failed },
          failed.message === 'request aborted' ? 'request aborted' : 'request errored',
        );
      else logger[level](fields, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
