// Tiny timing helpers shared by the benchmarks.

export interface Row {
  suite: string;
  operation: string;
  /** Operations per second through the system under test. */
  opsPerSec: number;
  /** Operations per second of the baseline (a do-nothing wire server answering the same shape). */
  baselineOpsPerSec: number;
}

/**
 * Runs `fn` for `warmupMs` (so the JIT and the server's caches settle; 20 calls were not enough and
 * made the first row look slow), then for about `ms` milliseconds, and returns operations per second.
 */
export async function opsPerSecond(fn: (i: number) => unknown, ms = 1500, warmupMs = 500): Promise<number> {
  const warmupEnd = performance.now() + warmupMs;
  let n = 0;
  while (performance.now() < warmupEnd) for (let k = 0; k < 10; k++) await fn(n++);
  const measuredFrom = n; // keep counting up so each call still gets a fresh index
  const startedAt = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let k = 0; k < 10; k++) await fn(n++);
    elapsed = performance.now() - startedAt;
  }
  return ((n - measuredFrom) / elapsed) * 1000;
}

/** Formats rows as an aligned text table with the baseline/system ratio. */
export function formatTable(rows: Row[]): string {
  const head = ['suite', 'operation', 'ops/s', 'do-nothing server ops/s', 'share of baseline'];
  const body = rows.map((r) => [
    r.suite,
    r.operation,
    Math.round(r.opsPerSec).toLocaleString('en-US'),
    Math.round(r.baselineOpsPerSec).toLocaleString('en-US'),
    `${Math.round((100 * r.opsPerSec) / r.baselineOpsPerSec)} %`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
