import type { RequestHandler, Response } from 'express';
import { config, globalConfig, safeParse, type $ZodType, type output } from 'zod/v4/core';
import { en } from 'zod/v4/locales';
import { AppError, programmerError } from './errors';

// The contracts are zod/mini schemas, and zod/mini (unlike classic zod) registers no locale: without this,
// an issue without its own message would answer "Invalid input" instead of English zod's text
// (e.g. "Too small: expected number to be >=1"). A locale set elsewhere wins.
if (!globalConfig.localeError) config(en());

type Part = 'body' | 'query' | 'params';
/** The zod schemas a route validates its request with. */
export type ValidationSchemas = Partial<Record<Part, $ZodType>>;
type Schemas = ValidationSchemas;

const LOCALS_KEY = 'validated';
/** Where a validate() middleware keeps its schemas, so the OpenAPI drift check can read them from the app. */
const SCHEMAS = Symbol.for('fff.validation-schemas');

/** What a route validates, read from its validate() middleware(s); undefined when it validates nothing. */
export function validationOf(handlers: readonly unknown[]): ValidationSchemas | undefined {
  const found = handlers
    .map((h) => (typeof h === 'function' ? (h as { [SCHEMAS]?: ValidationSchemas })[SCHEMAS] : undefined))
    .filter((s): s is ValidationSchemas => s !== undefined);
  return found.length ? Object.assign({}, ...found) : undefined;
}

/** Options of validate(). */
export interface ValidateOptions {
  /** The error to throw instead of 400 `validation` (a route whose spec shapes its error). */
  onInvalid?: (message: string) => AppError;
}

/**
 * Parse body/query/params with zod schemas (objects strip unknown keys by default).
 * Parsed values are kept in res.locals (Express 5's req.query is read-only); read them with `parsed`.
 * A failure becomes 400 `{ error: 'validation', message: <first issue's message> }`.
 */
export function validate(schemas: Schemas, options: ValidateOptions = {}): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    const store: Partial<Record<Part, unknown>> = res.locals[LOCALS_KEY] ?? {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = part === 'body' ? (req.body ?? {}) : req[part];
      const result = safeParse(schema, input);
      if (!result.success) {
        const message = result.error.issues[0]?.message ?? 'The request is not valid.';
        if (options.onInvalid) throw options.onInvalid(message);
        throw new AppError('validation', 400, message, { cause: result.error });
      }
      store[part] = result.data;
      if (part === 'body') req.body = result.data;
    }
    res.locals[LOCALS_KEY] = store;
    next();
  };
  return Object.assign(handler, { [SCHEMAS]: schemas });
}

/** The value `validate` parsed for one part, typed by the same schema. */
export function parsed<S extends $ZodType>(res: Response, part: Part, _schema: S): output<S> {
  const store = res.locals[LOCALS_KEY] as Partial<Record<Part, unknown>> | undefined;
  if (!store || !(part in store)) {
    throw programmerError(new Error(`parsed(${part}) called on a route without validate({ ${part} })`));
  }
  return store[part] as output<S>;
}
