import type { ResetCategory } from '@fff/domain';

/**
 * Every svc-social collection that holds something about a user, and how to remove it. The
 * account-data eraser (account deletion), the 'social' reset category and the export all read this
 * list, so a feature that adds a collection with user data MUST add it here; the test
 * "every collection with user data is registered" fails until it does.
 *
 * `fields`: documents where any of these fields equals the user id are removed.
 * `arrays`: the user id is pulled from these array fields (memberships of shared documents).
 * `reset`: also cleared by a reset of that category (deletion always clears everything).
 * `exportAs`: section of the 'friends' export the learner's documents go into (none = not exported).
 */
export interface UserDataCollection {
  collection: string;
  fields?: readonly string[];
  arrays?: readonly string[];
  reset?: ResetCategory;
  exportAs?: string;
}

export const USER_DATA_COLLECTIONS: readonly UserDataCollection[] = [
  // Weekly league places (and the XP copy kept for rankings while svc-learning is down).
  { collection: 'league_members', fields: ['userId'], exportAs: 'leagueHistory' },
  // Processed account-data operations of this service (bookkeeping, erased last).
  { collection: 'account_data_ops', fields: ['userId'] },
];

/**
 * Collections that hold no personal data (shared reference data), listed so the completeness test
 * can tell them from a forgotten one.
 */
export const COLLECTIONS_WITHOUT_USER_DATA: readonly string[] = [];
