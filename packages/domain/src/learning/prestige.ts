// Prestige titles (spec part 1 §4): 0 means no title; 10 and above is Culinary God.
import { MAX_LEVEL } from './leveling';

/** Titles for prestige counts 1..10 in order. */
export const PRESTIGE_TITLES: readonly string[] = Object.freeze([
  'Novice Chef',
  'Seasoned Cook',
  'Culinary Artist',
  'Master Chef',
  'Gourmet Virtuoso',
  'Kitchen Legend',
  'Culinary Grandmaster',
  'Food Deity',
  'Omniscient Cook',
  'Culinary God',
]);

/** Title for a prestige count, or null for 0 (no title). */
export function prestigeTitle(prestige: number): string | null {
  const p = Math.floor(Number.isFinite(prestige) ? prestige : 0);
  if (p <= 0) return null;
  return PRESTIGE_TITLES[Math.min(p, PRESTIGE_TITLES.length) - 1];
}

/** Prestige is offered only at the maximum level. */
export function canPrestige(level: number): boolean {
  return level >= MAX_LEVEL;
}
