import { userDataRegistry } from '@fff/service-kit';

/**
 * Every svc-learning collection holding something about a learner, and how it is erased (service-kit's
 * user-data registry; `fields` delete the documents naming the learner, `exportAs` says where they
 * appear in the export, account-data/export.ts). The account-data erase and DELETE /internal/users
 * both erase through it, in this order (the progression last: it is what a request creates first).
 * Resets restore defaults rather than erase, so they stay in account-data/reset.ts. A feature that
 * stores learner data MUST add its collection here; the kit's completeness test fails until it does.
 */
export const userData = userDataRegistry(
  [
    { collection: 'completions', fields: ['userId'], exportAs: 'progress.completedLessons' },
    { collection: 'attempts', fields: ['userId'] },
    { collection: 'activities', fields: ['userId'], exportAs: 'activities, achievements' },
    { collection: 'streakActivities', fields: ['userId'], exportAs: 'progress.streakDays' },
    { collection: 'frozenDays', fields: ['userId'] },
    { collection: 'questDays', fields: ['userId'] },
    { collection: 'unlockedAchievements', fields: ['userId'] },
    // What svc-social told about the learner (friends made, podium places) for achievements.
    { collection: 'socialFacts', fields: ['userId'] },
    { collection: 'ledger', fields: ['userId'], exportAs: 'progress.walletLedger' },
    { collection: 'reviewCards', fields: ['userId'], exportAs: 'progress.review' },
    { collection: 'reviewSessions', fields: ['userId'], exportAs: 'progress.review' },
    { collection: 'progression', fields: ['_id'], exportAs: 'progress.progression' },
    // Resets go; the erase's own record stays as the tombstone that stops a racing request from
    // creating the learner's data again (accountDataOps.refuseIfErased).
    { collection: 'account_data_ops', fields: ['userId'], only: { kind: 'reset' } },
  ],
  {
    levels: 'curriculum content',
    tracks: 'curriculum content',
    modules: 'curriculum content',
    lessons: 'curriculum content',
    meta: 'curriculum content version',
    rate_limits: 'request counts keyed by address or caller, gone within the hour',
  },
);
