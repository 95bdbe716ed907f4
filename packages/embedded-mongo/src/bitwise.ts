// $bitsAllSet, $bitsAnySet, $bitsAllClear, $bitsAnyClear as the manual defines them: they test integral numbers (as
// 64-bit two's complement, so a negative number has every bit above 63 set) and binary data (bit 0 is the lowest
// bit of the first byte; bits past the end are clear). Any other value, and a missing field, never matches.
// mingo's versions use JavaScript's 32-bit `&` and never see inside a Binary (so a UUID never matched).
import type { Binary } from 'bson';
import { bsonTypeCode } from './bson-types';
import { MongoError } from './errors';

type Bits = (position: number) => boolean;

function bytesOf(v: Binary | Uint8Array): Uint8Array {
  return v instanceof Uint8Array ? v : v.buffer.subarray(0, v.position);
}

const byteBits =
  (bytes: Uint8Array): Bits =>
  (i) =>
    i < bytes.length * 8 && ((bytes[i >> 3] >> (i & 7)) & 1) === 1;

/** The bit reader for a stored value, or undefined when bit operators never match it. */
function bitsOf(v: unknown): Bits | undefined {
  const code = bsonTypeCode(v);
  if (code === 5) return byteBits(bytesOf(v as Binary | Uint8Array));
  if (code !== 1 && code !== 16 && code !== 18 && code !== 19) return undefined;
  const n = code === 18 || code === 19 ? Number(String(v)) : Number(v);
  if (!Number.isInteger(n) || n < -(2 ** 63) || n >= 2 ** 63) return undefined;
  const big = code === 18 || typeof v === 'bigint' ? BigInt(String(v)) : BigInt(n);
  return (i) => (i >= 63 ? big < 0n : ((big >> BigInt(i)) & 1n) === 1n);
}

function badMask(op: string, why: string): never {
  throw new MongoError('BadValue', `${op} ${why}`);
}

/** The bit positions a mask names: an array of positions, a non-negative integer, or binary data. */
function positionsOf(op: string, mask: unknown): number[] {
  if (Array.isArray(mask)) {
    return mask.map((p) => {
      const n = Number(p);
      if (!Number.isInteger(n) || n < 0) badMask(op, `bit positions must be non-negative integers: ${p}`);
      return n;
    });
  }
  const code = bsonTypeCode(mask);
  if (code === 5) {
    const bits = byteBits(bytesOf(mask as Binary | Uint8Array));
    return Array.from({ length: bytesOf(mask as Binary).length * 8 }, (_, i) => i).filter(bits);
  }
  const n = Number(code === 18 ? String(mask) : mask);
  if (!Number.isInteger(n) || n < 0)
    badMask(op, 'takes an Array, a number, or a BinData but received: ' + String(mask));
  const out: number[] = [];
  for (let i = 0, big = BigInt(n); big > 0n; i++, big >>= 1n) if (big & 1n) out.push(i);
  return out;
}

type Test = (bits: Bits, positions: number[]) => boolean;
const TESTS: Record<string, Test> = {
  $bitsAllSet: (b, ps) => ps.every((p) => b(p)),
  $bitsAnySet: (b, ps) => ps.some((p) => b(p)),
  $bitsAllClear: (b, ps) => ps.every((p) => !b(p)),
  $bitsAnyClear: (b, ps) => ps.some((p) => !b(p)),
};

/** The four operators, testing each value `candidates` yields for a document (array elements included). */
export function bitwiseOperators(
  candidates: (obj: unknown, selector: string) => unknown[],
): Record<string, (selector: string, mask: unknown) => (obj: unknown) => boolean> {
  return Object.fromEntries(
    Object.entries(TESTS).map(([op, test]) => [
      op,
      (selector: string, mask: unknown) => {
        const positions = positionsOf(op, mask);
        return (obj: unknown) =>
          candidates(obj, selector).some((c) => {
            const bits = Array.isArray(c) ? undefined : bitsOf(c);
            return bits !== undefined && test(bits, positions);
          });
      },
    ]),
  );
}
