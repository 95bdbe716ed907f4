import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  authoredModuleSchema,
  curriculumIndexSchema,
  type AuthoredModule,
  type CurriculumIndex,
} from '@fff/contracts';
import type { z } from 'zod';

/** Everything under a content folder, validated. */
export interface LoadedContent {
  index: CurriculumIndex;
  modules: Map<string, AuthoredModule>;
  /** Module ids named by a track whose file does not exist (yet). */
  missingModules: string[];
  /** sha256 of the validated content, so edits re-seed even if the version was not bumped. */
  hash: string;
}

/** A content file failed validation; the message names the file and the first problems. */
export class ContentError extends Error {
  override name = 'ContentError';
}

function describe(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

async function readJson(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ContentError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
}

/** Read and validate content/curriculum.json and every module file it names. */
export async function loadContent(contentDir: string): Promise<LoadedContent> {
  const indexFile = path.join(contentDir, 'curriculum.json');
  const parsedIndex = curriculumIndexSchema.safeParse(await readJson(indexFile));
  if (!parsedIndex.success) throw new ContentError(`${indexFile}: ${describe(parsedIndex.error)}`);
  const index = parsedIndex.data;

  const modules = new Map<string, AuthoredModule>();
  const missingModules: string[] = [];
  const lessonIds = new Set<string>();
  const moduleIds = index.levels.flatMap((level) => level.tracks.flatMap((track) => track.modules));
  for (const id of moduleIds) {
    if (modules.has(id)) throw new ContentError(`module ${id} is listed by more than one track`);
    const file = path.join(contentDir, 'modules', `${id}.json`);
    const raw = await readJson(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (raw === undefined) {
      missingModules.push(id);
      continue;
    }
    const parsed = authoredModuleSchema.safeParse(raw);
    if (!parsed.success) throw new ContentError(`${file}: ${describe(parsed.error)}`);
    if (parsed.data.id !== id) throw new ContentError(`${file}: id is ${parsed.data.id}, expected ${id}`);
    for (const lesson of parsed.data.lessons) {
      if (lessonIds.has(lesson.id)) throw new ContentError(`${file}: lesson id ${lesson.id} is used twice`);
      lessonIds.add(lesson.id);
    }
    modules.set(id, parsed.data);
  }
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ index, modules: [...modules.entries()] }))
    .digest('hex');
  return { index, modules, missingModules, hash };
}
