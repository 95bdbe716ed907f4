// The curriculum is static between deployments, so GET /api/levels and every learner view read it
// from memory: one snapshot (catalogue tree, lesson heads, the catalogue's JSON and its ETag) built
// from the database once, rebuilt when this process seeds new content, and re-validated against the
// seeded content hash at most every few seconds (another instance may have seeded a new version).
import crypto from 'node:crypto';
import type { LevelsResponse } from '@fff/contracts';
import { readLessonHeads, type LessonHead } from './lesson-index';
import { readSeededHash } from './repository';
import { listLevels } from './service';

/** How long a snapshot is trusted before the seeded hash is read again. */
export const SNAPSHOT_RECHECK_MS = 10_000;

/** The curriculum as served. */
export interface CurriculumSnapshot {
  /** The tree of GET /api/levels without a token. */
  catalogue: LevelsResponse;
  /** Every lesson head in module order. */
  heads: LessonHead[];
  /** `catalogue` as JSON, serialised and encoded once (a string body is encoded again on every send). */
  body: Buffer;
  /** Strong ETag of `body` (its content hash). */
  etag: string;
}

interface Cached {
  snapshot: CurriculumSnapshot;
  seededHash: string | undefined;
  checkedAt: number;
}

let cached: Cached | undefined;
let building: Promise<Cached> | undefined;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function build(): Promise<Cached> {
  const seededHash = await readSeededHash();
  const [catalogue, heads] = await Promise.all([listLevels(), readLessonHeads()]);
  const body = Buffer.from(JSON.stringify(catalogue));
  const etag = `"cur-${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // Frozen: every request shares these objects, and learner views only spread them. (A Buffer
  // cannot be frozen; nothing writes to the body.)
  const snapshot = { catalogue: deepFreeze(catalogue), heads: deepFreeze(heads), body, etag };
  return { snapshot, seededHash, checkedAt: Date.now() };
}

function rebuild(): Promise<Cached> {
  building ??= build()
    .then((next) => (cached = next))
    .finally(() => (building = undefined));
  return building;
}

/** Drop the snapshot: the next read builds it again (after this process wrote the curriculum). */
export function invalidateCurriculum(): void {
  cached = undefined;
}

/** The current curriculum snapshot, from memory unless it is missing or its seeded hash changed. */
export async function curriculumSnapshot(now = Date.now()): Promise<CurriculumSnapshot> {
  const current = cached;
  if (!current) return (await rebuild()).snapshot;
  if (now - current.checkedAt >= SNAPSHOT_RECHECK_MS) {
    current.checkedAt = now;
    if ((await readSeededHash()) !== current.seededHash) return (await rebuild()).snapshot;
  }
  return current.snapshot;
}
