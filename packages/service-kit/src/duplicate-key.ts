/**
 * Whether a MongoDB write failed on a unique index (E11000): the insert-if-absent and
 * first-writer-wins paths of every service ask this instead of comparing error codes by hand.
 */
export const isDuplicateKey = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
