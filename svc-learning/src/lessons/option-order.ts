// Per-attempt option order: every attempt draws a random seed; each option's id is a hash of the
// seed, the question and the option's authored position, and the options are served sorted by id.
// A hash-sorted order is a uniform shuffle, the same on every reload of the attempt (same seed) and
// new for the next attempt (new seed); the id reveals neither the position nor the key.
import crypto from 'node:crypto';
import type { PictureId, PublicQuizOption } from '@fff/contracts';

/** A fresh seed for a new attempt. */
export const newAttemptSeed = (): string => crypto.randomBytes(16).toString('hex');

/** The id of the option authored at `authoredIndex` of question `questionIndex`, in this attempt. */
export function optionId(seed: string, questionIndex: number, authoredIndex: number): string {
  return crypto
    .createHash('sha256')
    .update(`${seed}:${questionIndex}:${authoredIndex}`)
    .digest('hex')
    .slice(0, 12);
}

/** The options of one question in this attempt's order, each with its id (and picture, in a picture question). */
export function servedOptions(
  seed: string,
  questionIndex: number,
  options: readonly string[],
  pictures?: readonly PictureId[],
): PublicQuizOption[] {
  return options
    .map((text, i) => ({
      id: optionId(seed, questionIndex, i),
      text,
      ...(pictures?.[i] ? { picture: pictures[i] } : {}),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The authored position of the option with this id, or -1 when the id is not one of this attempt's. */
export function authoredIndexOf(
  seed: string,
  questionIndex: number,
  optionCount: number,
  id: string,
): number {
  for (let i = 0; i < optionCount; i++) if (optionId(seed, questionIndex, i) === id) return i;
  return -1;
}
