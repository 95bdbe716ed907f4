import crypto from 'node:crypto';
import { completedLessonIds } from '../completion/repository';
import { learnerView } from './access';
import { curriculumSnapshot } from './snapshot';

/** GET /api/levels for a signed-in learner: the body as JSON (UTF-8, encoded once) and its strong ETag. */
export interface LearnerLevelsBody {
  body: Buffer;
  etag: string;
}

// The signed-in tree depends only on the curriculum, the developer flag and the set of completed
// lessons, and many learners share a set (every new learner has none). Building it, serialising
// it and hashing it cost more than reading the completions, so each distinct set's answer is kept,
// keyed by exactly those three inputs: a completion changes the key, never a stale entry.
const KEPT = 500;
const answers = new Map<string, LearnerLevelsBody>();

/** The learner's levels (completion and unlocking), built once per distinct input. */
export async function learnerLevelsBody(userId: string, isDeveloper: boolean): Promise<LearnerLevelsBody> {
  const [snapshot, completed] = await Promise.all([curriculumSnapshot(), completedLessonIds(userId)]);
  const key = `${snapshot.etag}|${isDeveloper ? 'dev' : 'learner'}|${[...completed].sort().join(',')}`;
  const kept = answers.get(key);
  if (kept) return kept;
  const body = Buffer.from(
    JSON.stringify(learnerView(snapshot.catalogue, snapshot.heads, completed, isDeveloper).levels),
  );
  const answer = {
    body,
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
  // Oldest out first: a Map iterates in insertion order.
  if (answers.size >= KEPT) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
  return answer;
}
