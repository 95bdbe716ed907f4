// Weekly leagues by minimum total XP (spec part 2 §3). Names and thresholds are the spec's;
// emoji, theme and colour are presentation choices that the spec leaves open.

/** One league tier. */
export interface League {
  id: string;
  name: string;
  emoji: string;
  theme: string;
  color: string;
  minXP: number;
}

/** The 10 leagues in ascending order of minimum XP. */
export const LEAGUES: readonly League[] = Object.freeze([
  {
    id: 'teaspoon-tier',
    name: 'Teaspoon Tier',
    emoji: '🥄',
    theme: 'First steps in the kitchen',
    color: '#94a3b8',
    minXP: 0,
  },
  {
    id: 'spatula-squad',
    name: 'Spatula Squad',
    emoji: '🍳',
    theme: 'Flipping into gear',
    color: '#a3a3a3',
    minXP: 100,
  },
  {
    id: 'saucy-society',
    name: 'Saucy Society',
    emoji: '🥫',
    theme: 'Sauces and simmering',
    color: '#ef4444',
    minXP: 300,
  },
  {
    id: 'herb-garden-league',
    name: 'Herb Garden League',
    emoji: '🌿',
    theme: 'Fresh herbs and greens',
    color: '#22c55e',
    minXP: 600,
  },
  {
    id: 'roast-masters-league',
    name: 'Roast Masters League',
    emoji: '🍗',
    theme: 'Oven and roasting',
    color: '#d97706',
    minXP: 1000,
  },
  {
    id: 'sear-station',
    name: 'Sear Station',
    emoji: '🔥',
    theme: 'High heat searing',
    color: '#f97316',
    minXP: 1500,
  },
  {
    id: 'plating-prestige',
    name: 'Plating Prestige',
    emoji: '🍽️',
    theme: 'Presentation and plating',
    color: '#8b5cf6',
    minXP: 2200,
  },
  {
    id: 'golden-spatula-league',
    name: 'Golden Spatula League',
    emoji: '🏆',
    theme: 'Golden technique',
    color: '#eab308',
    minXP: 3000,
  },
  {
    id: 'fermentum-circle',
    name: 'Fermentum Circle',
    emoji: '🫙',
    theme: 'Fermentation science',
    color: '#0ea5e9',
    minXP: 4000,
  },
  {
    id: 'culinary-olympus',
    name: 'Culinary Olympus',
    emoji: '⚡',
    theme: 'The summit of cooking',
    color: '#ec4899',
    minXP: 5500,
  },
]);

/** The league a learner with `xp` total XP belongs to (highest league whose minXP ≤ xp). */
export function leagueForXp(xp: number): League {
  const safe = Number.isFinite(xp) ? xp : 0;
  let found = LEAGUES[0];
  for (const league of LEAGUES) if (safe >= league.minXP) found = league;
  return found;
}

/** The league after `current` (by id or object), or null at the top. */
export function nextLeague(current: League | string): League | null {
  const id = typeof current === 'string' ? current : current.id;
  const index = LEAGUES.findIndex((l) => l.id === id);
  return index >= 0 && index < LEAGUES.length - 1 ? LEAGUES[index + 1] : null;
}

/** XP still needed to reach the next league, or 0 at the top. */
export function xpToNextLeague(xp: number): number {
  const next = nextLeague(leagueForXp(xp));
  return next ? Math.max(0, next.minXP - xp) : 0;
}
