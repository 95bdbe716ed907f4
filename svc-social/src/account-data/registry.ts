import type { ResetCategory } from '@fff/domain';
import { userDataRegistry, type UserDataEntry } from '@fff/service-kit';

/**
 * svc-social's entry of the kit's user-data registry (service-kit user-data.ts says what `fields`,
 * `only`, `scrub`, `arrays`, `reset` and `exportAs` mean). Two more for the 'friends' export:
 * `exportFields` narrows which documents are the learner's (blocks they made, never who blocked them);
 * `hiddenOnceBlockedBy` names the other party, whose documents are left out once they blocked the
 * learner (the app no longer shows them either).
 */
export interface SocialUserData extends UserDataEntry {
  reset?: ResetCategory;
  exportFields?: readonly string[];
  hiddenOnceBlockedBy?: string;
}

/**
 * Every svc-social collection that holds something about a user, and how it is erased: the
 * account-data erase, the directory's deletion event, the 'social' reset category and the export
 * all read it, so a feature that adds a collection with user data MUST add it here; the kit's
 * completeness test (describeUserDataRegistry) fails until it does.
 */
const USER_DATA: readonly SocialUserData[] = [
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
  // Reports: the learner's own (reporterId) and those about them (targetId) go with the account
  // (README, "Reports of a deleted account"): nothing is kept naming a person who left.
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
  // Processed account-data operations: the resets go; the erase's own record stays as the tombstone
  // that stops a racing request from creating the learner's data again (accountDataOps.refuseIfErased).
  { collection: 'account_data_ops', fields: ['userId'], only: { kind: 'reset' } },
];

export const userData = userDataRegistry(USER_DATA, {
  league_cohorts: 'cohort seat counters: counts only',
  league_week_closes: 'week-close leases: weeks, dates and replica ids',
  rate_limits: 'request counts keyed by address or caller, gone within the hour',
});
