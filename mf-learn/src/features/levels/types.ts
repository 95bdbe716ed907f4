// Levels payload of GET /api/levels; the shapes live in @fff/contracts.
export type { Level, Track, ModuleSummary, LevelsResponse } from '@fff/contracts';
