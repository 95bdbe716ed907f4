// Tiny timing helpers shared by the benchmarks.

export interface Row {
  suite: string;
  operation: string;
  /** Operations per second through the system under test. */
  opsPerSec: number;
  /** Operations per second of the same work on plain in-process arrays. */
  baselineOpsPerSec: number;
}

/** Runs `fn` repeatedly for about `ms` milliseconds (after a short warm-up) and returns operations per second. */
export async function opsPerSecond(fn: (i: number) => unknown, ms = 1000): Promise<number> {
  for (let i = 0; i < 20; i++) await fn(i);
  let n = 0;
  const startedAt = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let k = 0; k < 10; k++) await fn(n++);
    elapsed = performance.now() - startedAt;
  }
  return (n / elapsed) * 1000;
}

/** Formats rows as an aligned text table with the baseline/system ratio. */
export function formatTable(rows: Row[]): string {
  const head = ['suite', 'operation', 'ops/s', 'arrays ops/s', 'arrays ÷ server'];
  const body = rows.map((r) => [
    r.suite,
    r.operation,
    Math.round(r.opsPerSec).toLocaleString('en-US'),
    Math.round(r.baselineOpsPerSec).toLocaleString('en-US'),
    ratio(r.baselineOpsPerSec / r.opsPerSec),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function ratio(x: number): string {
  return (x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2)) + '×';
}
