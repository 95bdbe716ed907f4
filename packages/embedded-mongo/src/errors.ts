// Server errors shaped like MongoDB's: the driver and mongoose branch on `code` and `codeName`.
export type Doc = Record<string, unknown>;

export const Codes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  CommandNotSupported: 115,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NoSuchTransaction: 251,
  DuplicateKey: 11000,
  Location: 0,
} as const;

export type CodeName = keyof typeof Codes;

/** An error that becomes `{ ok: 0, errmsg, code, codeName, ...extra }` in a command reply. */
export class MongoError extends Error {
  readonly code: number;
  constructor(
    readonly codeName: CodeName | string,
    message: string,
    readonly extra: Doc = {},
    code?: number,
  ) {
    super(message);
    this.code = code ?? (Codes as Record<string, number>)[codeName] ?? 1;
  }

  /** The fields of this error as MongoDB puts them into a reply or a writeErrors entry. */
  toDoc(): Doc {
    return { errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** Shortcut for the most common error shape. */
export function fail(codeName: CodeName, message: string, extra: Doc = {}): never {
  throw new MongoError(codeName, message, extra);
}

/**
 * An error thrown by mingo (a plain Error) as MongoDB reports the same failure: an undefined `$$name` is
 * location 17276 there; anything else is a BadValue.
 */
export function fromQueryEngine(err: unknown): MongoError {
  if (err instanceof MongoError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (message.startsWith('Use of undefined variable:'))
    return new MongoError('Location17276', message, {}, 17276);
  return new MongoError('BadValue', message);
}
