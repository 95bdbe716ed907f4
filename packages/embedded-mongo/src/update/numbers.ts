// $inc/$mul arithmetic with MongoDB's numeric type rules: the result takes the wider of the two types
// (int < long < double < decimal), and an int result that overflows 32 bits becomes a long.
import { Decimal128, Double, Long } from 'bson';
import { numberKind, toNumber, type NumberKind } from '../storage/values';

const RANK: Record<NumberKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };

function asLong(v: unknown): Long {
  return Long.isLong(v) ? v : Long.fromNumber(toNumber(v));
}

/** A JS number stored with the given BSON numeric type. */
export function ofKind(kind: NumberKind, n: number): unknown {
  switch (kind) {
    case 'decimal': return Decimal128.fromString(String(n));
    case 'double': return Number.isInteger(n) || Object.is(n, -0) ? new Double(n) : n;
    case 'long': return Long.fromNumber(n);
    default: return n;
  }
}

/** a + b or a * b, typed as MongoDB types the result. */
export function arithmetic(op: 'add' | 'mul', a: unknown, b: unknown): unknown {
  const ka = numberKind(a), kb = numberKind(b);
  const kind = RANK[ka] >= RANK[kb] ? ka : kb;
  if (kind === 'long') return op === 'add' ? asLong(a).add(asLong(b)) : asLong(a).multiply(asLong(b));
  const x = toNumber(a), y = toNumber(b);
  const r = op === 'add' ? x + y : x * y;
  if (kind === 'int' && (r > 2147483647 || r < -2147483648)) return Long.fromNumber(r);
  return ofKind(kind, r);
}

/** The zero $mul stores into a missing field: zero of the multiplier's type. */
export function zeroLike(v: unknown): unknown {
  return ofKind(numberKind(v), 0);
}
