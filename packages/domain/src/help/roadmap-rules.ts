// Public Roadmap (spec part 2 §2, §3, §4, §5, §8): categories, statuses, ordering, stats and texts.

export const ROADMAP_CATEGORIES = Object.freeze(['feature', 'improvement', 'content', 'social'] as const);
export type RoadmapCategory = (typeof ROADMAP_CATEGORIES)[number];
/** Roadmap status: voting, then in development, then completed. */
export const ROADMAP_STATUSES = Object.freeze(['voting', 'in-development', 'completed'] as const);
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];
export const ROADMAP_PRIORITIES = Object.freeze(['high', 'medium', 'low'] as const);

/** The ten known item ids (part 2 §3); the content file must hold exactly these. */
export const ROADMAP_ITEM_IDS = Object.freeze([
  'multiplayer-cooking',
  'ai-chef-tutor',
  'smart-recipe-suggestions',
  'global-tournaments',
  'ingredient-scanner',
  'video-lessons',
  'community-challenges',
  'offline-mode',
  'nutrition-tracking',
  'social-cooking',
] as const);

/** The fields the rules below read. */
export interface RoadmapItemLike {
  id: string;
  status: RoadmapStatus;
  category: RoadmapCategory;
  votes: number;
}

/** Cards sorted by votes, most first; ties keep the content file's order. */
export function sortByVotes<T extends RoadmapItemLike>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.votes - a.item.votes || a.index - b.index)
    .map(({ item }) => item);
}

/** The four stats tiles. */
export interface RoadmapStats {
  /** Votes cast on every item. */
  totalVotes: number;
  /** Items still open for voting. */
  openVotes: number;
  /** Items in development. */
  inProgress: number;
  completed: number;
}

/** Stats tiles from the full list (filters do not change them). */
export function roadmapStats(items: readonly RoadmapItemLike[]): RoadmapStats {
  const count = (s: RoadmapStatus) => items.filter((i) => i.status === s).length;
  return {
    totalVotes: items.reduce((sum, i) => sum + i.votes, 0),
    openVotes: count('voting'),
    inProgress: count('in-development'),
    completed: count('completed'),
  };
}

/** Filter values: 'all' or one category / status. */
export type RoadmapFilter = { category: RoadmapCategory | 'all'; status: RoadmapStatus | 'all' };

/** Items matching both filters, sorted by votes. */
export function visibleRoadmapItems<T extends RoadmapItemLike>(
  items: readonly T[],
  filter: RoadmapFilter,
): T[] {
  return sortByVotes(
    items.filter(
      (i) =>
        (filter.category === 'all' || i.category === filter.category) &&
        (filter.status === 'all' || i.status === filter.status),
    ),
  );
}

/** Only items open for voting take votes (the server refuses the others). */
export const canVoteOn = (item: { status: RoadmapStatus }): boolean => item.status === 'voting';

/** Roadmap texts (part 2 §2, §5, §8). */
export const ROADMAP_TEXT = Object.freeze({
  vote: 'Vote',
  voted: 'Voted',
  voteRecorded: 'Vote recorded!',
  voteRemoved: 'Vote removed',
  voteFailedTitle: 'Vote failed',
  voteFailedBody: 'Please try again later.',
  highPriority: 'High Priority',
  notOpen: 'Voting is closed for this item.',
});
