// Public entry of the review feature (the app layer imports it from here).
export { ReviewEntry } from './components/ReviewEntry';
export { ReviewSession } from './components/ReviewSession';
