import type { ResetCategory } from '@fff/domain';

/**
 * Every svc-social collection that holds something about a user, and how to remove it. The
 * account-data eraser (account deletion), the 'social' reset category and the export all read this
 * list, so a feature that adds a collection with user data MUST add it here; the test
 * "every collection with user data is registered" fails until it does.
 *
 * `fields`: documents where any of these fields equals the user id are removed.
 * `only`: an extra condition on the removed documents (work still in flight stays to finish).
 * `scrub`: instead of removing the document, these fields are set (a tombstone that must stay).
 * `arrays`: the user id is pulled from these array fields (memberships of shared documents).
 * `reset`: also cleared by a reset of that category (deletion always clears everything).
 * `exportAs`: section of the 'friends' export the learner's documents go into (none = not exported);
 * `exportFields` narrows which documents (e.g. blocks the learner made, never who blocked them).
 * `hiddenOnceBlockedBy`: the field naming the other party; their documents are left out of the export
 * once they blocked the learner, who can no longer see them in the app either.
 */
export interface UserDataCollection {
  collection: string;
  fields?: readonly string[];
  only?: Record<string, unknown>;
  scrub?: Record<string, unknown>;
  arrays?: readonly string[];
  reset?: ResetCategory;
  exportAs?: string;
  exportFields?: readonly string[];
  hiddenOnceBlockedBy?: string;
}

export const USER_DATA_COLLECTIONS: readonly UserDataCollection[] = [
  // Both rows of each friendship; the learner's own rows are exported (one per friend).
  {
    collection: 'friendships',
    fields: ['userId', 'friendId'],
    reset: 'social',
    exportAs: 'friends',
    exportFields: ['userId'],
  },
  {
    collection: 'friend_requests',
    fields: ['senderId', 'receiverId'],
    reset: 'social',
    exportAs: 'friendRequests',
  },
  // Conversations the learner is part of, as the app shows them: a block ends the conversation for
  // both, so the messages of someone who blocked the learner are not handed out by the export either.
  {
    collection: 'chat_messages',
    fields: ['senderId', 'receiverId'],
    exportAs: 'messages',
    hiddenOnceBlockedBy: 'senderId',
  },
  {
    collection: 'blocks',
    fields: ['blockerId', 'blockedId'],
    exportAs: 'blocks',
    exportFields: ['blockerId'],
  },
  // Reports the learner made, and reports about an account that no longer exists.
  {
    collection: 'reports',
    fields: ['reporterId', 'targetId'],
    exportAs: 'reports',
    exportFields: ['reporterId'],
  },
  // Finished gifts; a pending one stays until its wallet transfer settles (the wallet copes with a
  // missing learner), and the next erase delivery or nothing else ever reads it again.
  {
    collection: 'gifts',
    fields: ['senderId', 'receiverId'],
    only: { status: { $in: ['sent', 'refused'] } },
    exportAs: 'gifts',
  },
  // The directory keeps a tombstone (its version stops a late rename bringing the entry back); the
  // name, picture and presence go.
  {
    collection: 'directory',
    fields: ['_id'],
    scrub: { deleted: true, username: 'deleted', usernameLower: '', avatarUrl: null, lastSeenAt: null },
  },
  // Weekly league places (and the XP copy kept for rankings while svc-learning is down).
  { collection: 'league_entries', fields: ['userId'], exportAs: 'leagueHistory' },
  // Places stored before cohorts (svc-social/README.md, weekly league) in the former collection, erased like the rest.
  { collection: 'league_members', fields: ['userId'] },
  { collection: 'league_results', fields: ['userId'], exportAs: 'leagueResults' },
  // Kitchen Crews: the learner leaves the crews and invitations they are part of.
  {
    collection: 'crews',
    arrays: ['memberIds', 'invitedIds', 'peopleIds'],
    reset: 'social',
    exportAs: 'crews',
    exportFields: ['peopleIds'],
  },
  // Processed account-data operations of this service (bookkeeping, erased last).
  { collection: 'account_data_ops', fields: ['userId'] },
];

/**
 * Collections that hold no personal data (shared reference data), listed so the completeness test
 * can tell them from a forgotten one.
 */
// Cohort seat counters and week-close leases: counts and dates only.
export const COLLECTIONS_WITHOUT_USER_DATA: readonly string[] = ['league_cohorts', 'league_week_closes'];
