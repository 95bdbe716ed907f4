// Shapes of the Learn drill-down: GET /api/levels as a signed-in learner gets it (the catalogue with
// completedLessons, totalLessons and unlocked per level, track and module), from the contract.
import type { LearnerLevel, LearnerModuleSummary, LearnerTrack } from '@fff/contracts';

/** A module card's data. */
export type LearnModule = LearnerModuleSummary;
/** A track with its modules. */
export type LearnTrack = LearnerTrack;
/** A level with its tracks. */
export type LearnLevel = LearnerLevel;
