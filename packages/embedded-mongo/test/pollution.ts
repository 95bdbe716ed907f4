// Helpers for the prototype-pollution tests: a fingerprint of the built-in prototypes and the accepted outcomes.
import { MongoServerError } from 'mongodb';
import { runsOnEmbeddedServer } from './harness';

const PROTOS: [string, object][] = [
  ['Object', Object.prototype],
  ['Array', Array.prototype],
  ['Function', Function.prototype],
  ['String', String.prototype],
  ['Number', Number.prototype],
];

/** Own property names and values of the built-in prototypes, to detect any change. */
export function prototypeFingerprint(): string {
  return PROTOS.map(([name, proto]) => {
    const described = Reflect.ownKeys(proto)
      .map((k) => {
        const d = Object.getOwnPropertyDescriptor(proto, k)!;
        return `${String(k)}:${typeof d.value}:${d.get ? 'get' : ''}${d.set ? 'set' : ''}`;
      })
      .sort();
    return `${name}{${described.join(',')}}`;
  }).join('\n');
}

/** Throws when a plain object or array picked up properties it should not have. */
export function expectPristine(fingerprint: string): void {
  expect(prototypeFingerprint()).toBe(fingerprint);
  const probe: Record<string, unknown> = {};
  for (const k of ['polluted', 'x', 'p', 'isAdmin']) expect(probe[k]).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
}

/**
 * MongoDB stores `__proto__` as an ordinary field; the embedded server refuses it with BadValue naming the field.
 * Which outcome is due is known before the call (which server the suite runs against, see harness.ts), so
 * each server must give its own: the embedded server a refusal, MongoDB the stored data `whenStored` checks.
 */
export async function refusedOrStored<T>(
  op: Promise<T>,
  whenStored: (result: T) => Promise<void> | void,
): Promise<void> {
  if (!runsOnEmbeddedServer()) {
    await whenStored(await op);
    return;
  }
  const err: unknown = await op.then(
    () => new Error('the embedded server accepted what it must refuse'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err).toMatchObject({ code: 2 });
  expect((err as Error).message).toMatch(
    /'(__proto__|_bsontype|constructor|prototype|toString)'.*not supported by the embedded server/,
  );
}

/** A document with an own `__proto__` key, as BSON decodes it (a literal would set the prototype instead). */
export function withProtoKey<T extends object>(base: T, value: unknown): T {
  Object.defineProperty(base, '__proto__', { value, enumerable: true, writable: true, configurable: true });
  return base;
}
