// The one place FSRS (ts-fsrs) is called. Decision: day-scale scheduling without FSRS's short-term
// learning steps: a question missed in a lesson was just explained by its feedback, so asking it
// again a minute later tests short-term memory only; it comes back the next day, and every later
// interval is FSRS's own (requested retention 90 %).
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';

const scheduler = fsrs(generatorParameters({ enable_short_term: false }));

/** A card's FSRS fields as stored (ts-fsrs names). */
export type FsrsFields = Omit<Card, 'last_review'> & { last_review?: Date | null };

/** A fresh card, due at `now`. */
export const newCard = (now: Date): Card => createEmptyCard(now);

/** The card after an answer at `now`: right is graded Good (later), wrong is graded Again (sooner). */
export function graded(card: FsrsFields | null, correct: boolean, now: Date): Card {
  const from: Card = card ? { ...card, last_review: card.last_review ?? undefined } : createEmptyCard(now);
  return scheduler.next(from, now, correct ? Rating.Good : Rating.Again).card;
}
