import { conflict } from '@fff/service-kit';

/** 409 when a compare-and-set on the progression kept losing to concurrent writes. */
export const tooManyChanges = () => conflict('Too many changes at once. Please try again.');
