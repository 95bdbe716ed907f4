// Every client call reads its answer through the contract's zod schema (packages/contracts), so a
// response shape is written once, on the contract, and checked at the boundary. A body that does
// not match fails the call (the hook reports an error) instead of flowing on half-typed.

/** Anything with zod's `parse`: a contract schema. */
export interface ContractSchema<T> {
  parse(data: unknown): T;
}

/**
 * The body of a failed call parsed by a contract schema (errorBodySchema, noHeartsErrorSchema …), or
 * undefined when the call did not fail that way. Screens read error details through this instead
 * of casting `error.data` to a shape written by hand.
 */
export function errorBody<T>(
  error: unknown,
  schema: ContractSchema<T> & { safeParse(data: unknown): { success: boolean; data?: T } },
): T | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const parsed = schema.safeParse((error as { data: unknown }).data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `transformResponse` for an RTK Query endpoint: the body parsed by the contract's schema.
 * `build.query({ query: () => '/levels', transformResponse: fromContract(levelsResponseSchema) })`
 */
export function fromContract<T>(schema: ContractSchema<T>): (raw: unknown) => T {
  return (raw) => schema.parse(raw);
}
