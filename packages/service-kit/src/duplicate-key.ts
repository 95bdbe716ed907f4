/**
 * Whether a MongoDB write failed on a unique index (E11000): the insert-if-absent and
 * first-writer-wins paths of every service ask this instead of comparing error codes by hand.
 */
export const isDuplicateKey = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

/** The position of one write error of an unordered bulk write (the driver's form or its raw one). */
const indexOfWrite = (e: unknown): number | undefined =>
  (e as { index?: number }).index ?? (e as { err?: { index?: number } }).err?.index;

const isDuplicateKeyWrite = (e: unknown): boolean =>
  isDuplicateKey(e) || isDuplicateKey((e as { err?: unknown } | null)?.err);

/**
 * After an unordered insertMany failed: rethrows unless every failure was a key already stored, then
 * gives the positions (in the inserted list) of the documents refused, or undefined when the error
 * does not say which. The batch writes of svc-learning's wallet and svc-social's week close use it.
 */
export function duplicateInsertPositions(err: unknown): number[] | undefined {
  const writeErrors = (err as { writeErrors?: unknown[] } | null)?.writeErrors;
  if (!Array.isArray(writeErrors)) {
    if (isDuplicateKey(err)) return undefined;
    throw err;
  }
  if (!writeErrors.every(isDuplicateKeyWrite)) throw err;
  const at = writeErrors.map(indexOfWrite);
  return at.some((i) => i === undefined) ? undefined : (at as number[]);
}
