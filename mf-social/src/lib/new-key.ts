// One idempotency key per intended action (e.g. one gift), so retries and double clicks repeat it.

/** A fresh random key made of letters, digits and dashes. */
export function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
