// Public entry of the review feature for Learn: only the entry card, so Learn's first load does not
// carry the session screen (its route imports components/ReviewSession itself, as the player's does).
export { ReviewEntry } from './components/ReviewEntry';
