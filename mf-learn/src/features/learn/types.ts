// Shapes of the Learn drill-down. GET /api/levels adds completedLessons, totalLessons and unlocked
// per level, track and module when a token is sent; without them the client derives both.
import type { LearnerLevel, LearnerModuleSummary, LearnerTrack, Level, ModuleSummary, Track } from '@fff/contracts';

type LearnerFields = Partial<Pick<LearnerLevel, 'completedLessons' | 'totalLessons' | 'unlocked'>>;

/** A module card's data. */
export type LearnModule = ModuleSummary & LearnerFields;
/** A track with its modules. */
export type LearnTrack = Omit<Track, 'modules'> & LearnerFields & { modules: LearnModule[] };
/** A level with its tracks. */
export type LearnLevel = Omit<Level, 'tracks'> & LearnerFields & { tracks: LearnTrack[] };

export type { LearnerLevel, LearnerModuleSummary, LearnerTrack };
