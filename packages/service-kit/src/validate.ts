import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError, programmerError } from './errors';

type Part = 'body' | 'query' | 'params';
type Schemas = Partial<Record<Part, z.ZodType>>;

const LOCALS_KEY = 'validated';

/**
 * Parse body/query/params with zod schemas (objects strip unknown keys by default).
 * Parsed values are kept in res.locals (Express 5's req.query is read-only); read them with `parsed`.
 * A failure becomes 400 `{ error: 'validation', message: <first issue's message> }`.
 */
export function validate(schemas: Schemas): RequestHandler {
  return (req, res, next) => {
    const store: Partial<Record<Part, unknown>> = res.locals[LOCALS_KEY] ?? {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = part === 'body' ? (req.body ?? {}) : req[part];
      const result = schema.safeParse(input);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new AppError('validation', 400, issue?.message ?? 'The request is not valid.', {
          cause: result.error,
        });
      }
      store[part] = result.data;
      if (part === 'body') req.body = result.data;
    }
    res.locals[LOCALS_KEY] = store;
    next();
  };
}

/** The value `validate` parsed for one part, typed by the same schema. */
export function parsed<S extends z.ZodType>(res: Response, part: Part, _schema: S): z.infer<S> {
  const store = res.locals[LOCALS_KEY] as Partial<Record<Part, unknown>> | undefined;
  if (!store || !(part in store)) {
    throw programmerError(new Error(`parsed(${part}) called on a route without validate({ ${part} })`));
  }
  return store[part] as z.infer<S>;
}
