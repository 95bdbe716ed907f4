// Resident memory of each service's process (held to the target) and of its embedded MongoDB's process (shown
// beside it, no target) at given seeding points, and the embedded MongoDB's point-lookup ratios, as lines of
// `npm run bench`'s table (issue 42's targets).
import fs from 'node:fs';
import { MongoClient } from 'mongodb';
import type { LookupRow } from './lookup.bench';
import type { Platform, ServiceName } from './platform';
import { seedLearners } from './seed';

/** Learner counts at which `npm run bench` samples the services' memory (issue 42). */
export const MEMORY_POINTS = [1_000, 100_000];
/** Each service's resident memory may not exceed this with 100,000 learners seeded. */
export const RSS_LIMIT_MB = 300;
/** Point lookups (one in flight) reach at least this share of the do-nothing wire server. */
export const LOOKUP_MIN_SHARE = 0.85;

export interface MemorySample {
  learners: number;
  service: ServiceName;
  /** The service's process (the database's own when the platform names no service pid: bare databases). */
  rssMb: number;
  peakMb: number;
  /** The database process, when it is not the service's. */
  database?: { rssMb: number; peakMb: number };
  /** The database process's V8 heap in use and array buffers (where it keeps documents), from serverStatus. */
  heapMb: number;
  arrayBuffersMb: number;
}

/** The table line shape of run-all.ts. */
export interface MemoryLine {
  what: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  ok: boolean;
}

/** VmRSS and VmHWM (peak) of a process, in MB (Linux /proc). */
function residentOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The database process's id and V8 figures, as the embedded MongoDB reports them (serverStatus). */
async function statusOf(uri: string): Promise<{ pid: number; heapMb: number; arrayBuffersMb: number }> {
  const client = await MongoClient.connect(uri);
  try {
    const status = await client.db('admin').command({ serverStatus: 1 });
    const extra = (status.extra_info ?? {}) as Record<string, unknown>;
    const mb = (v: unknown) => Number(v ?? NaN) / 1024 / 1024;
    return {
      pid: Number(status.pid),
      heapMb: mb(extra.v8_heap_used_bytes),
      arrayBuffersMb: mb(extra.array_buffers_bytes),
    };
  } finally {
    await client.close();
  }
}

/** Samples every service's memory after the platform settles (a few seconds for pending work and GC). */
export async function sampleServiceMemory(
  platform: Platform,
  learners: number,
  settleMs = 3000,
): Promise<MemorySample[]> {
  await new Promise((r) => setTimeout(r, settleMs));
  const out: MemorySample[] = [];
  for (const [service, { uri, servicePid }] of Object.entries(platform.databases) as [
    ServiceName,
    Platform['databases'][ServiceName],
  ][]) {
    const { pid, ...v8 } = await statusOf(uri);
    const own = servicePid !== undefined && servicePid !== pid;
    out.push({
      learners,
      service,
      ...residentOf(own ? servicePid : pid),
      database: own ? residentOf(pid) : undefined,
      ...v8,
    });
  }
  return out;
}

/**
 * Seeds learners [from, to) as seedLearners does, stopping at each of `points` on the way to sample every
 * service's memory into `samples`.
 */
export async function seedSampling(
  platform: Platform,
  from: number,
  to: number,
  samples: MemorySample[],
  points = MEMORY_POINTS,
  settleMs?: number,
): Promise<void> {
  let at = from;
  for (const p of [...new Set(points)].filter((x) => x > from && x <= to)) {
    await seedLearners(platform, at, p);
    samples.push(...(await sampleServiceMemory(platform, p, settleMs)));
    at = p;
  }
  if (at < to) await seedLearners(platform, at, to);
}

const mb = (x: number) => `${Math.round(x)} MB`;

/**
 * Per service and point: the service process's RSS (peak beside it), the largest point held to RSS_LIMIT_MB,
 * then its database process's RSS on a line of its own (no target), with that process's V8 heap and buffers.
 */
export function memoryLines(samples: MemorySample[]): MemoryLine[] {
  const largest = Math.max(...samples.map((s) => s.learners));
  const v8 = (s: MemorySample) => `V8 heap ${mb(s.heapMb)}, buffers ${mb(s.arrayBuffersMb)}`;
  return samples.flatMap((s) => {
    const service: MemoryLine = {
      what: `${s.service} resident memory, ${s.learners.toLocaleString('en-US')} learners`,
      measured: mb(s.rssMb),
      baseline: s.database ? `peak ${mb(s.peakMb)}` : `peak ${mb(s.peakMb)}; ${v8(s)}`,
      ratio: '',
      target: s.learners === largest ? `≤ ${RSS_LIMIT_MB} MB` : '',
      ok: s.learners !== largest || s.rssMb <= RSS_LIMIT_MB,
    };
    if (!s.database) return [service];
    const database: MemoryLine = {
      what: `  its database process`,
      measured: mb(s.database.rssMb),
      baseline: `peak ${mb(s.database.peakMb)}; ${v8(s)}`,
      ratio: '',
      target: '',
      ok: true,
    };
    return [service, database];
  });
}

/** Point-lookup ratios (lookup.bench.ts): throughput share held to the target, the CPU share beside it. */
export function lookupLines(rows: LookupRow[]): MemoryLine[] {
  return rows.map((r) => ({
    what: `embedded MongoDB ${r.operation}, one in flight`,
    measured: `${Math.round(r.opsPerSec).toLocaleString('en-US')} ops/s, ${Math.round(r.cpuUs)} µs CPU`,
    baseline: `${Math.round(r.baselineOpsPerSec).toLocaleString('en-US')} ops/s, ${Math.round(r.baselineCpuUs)} µs CPU`,
    ratio: `${r.share.toFixed(2)} (CPU ${r.cpuShare.toFixed(2)})`,
    target: `≥ ${LOOKUP_MIN_SHARE}`,
    ok: r.share >= LOOKUP_MIN_SHARE,
  }));
}
