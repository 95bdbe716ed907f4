import type { UserProgression } from '@fff/contracts';
import { createLogger } from '@fff/service-kit';
import { makeTestKeys } from '@fff/service-kit/testing';
import request from 'supertest';
import webpush from 'web-push';
import { movableClock, testConfig } from '../../__tests__/test-app';
import { signIn, verifiedUser } from '../../__tests__/helpers';
import { buildApp } from '../../app';
import { createIdentityDeps } from '../../deps';
import { DEFAULT_PROGRESSION } from '../../progression-client/client';

/** Learning's answer per user, set by the test (a stand-in for svc-learning's /internal/progression). */
export type ProgressionState = Partial<Pick<UserProgression, 'hearts' | 'nextHeartAt' | 'lastStreakDate'>> & {
  available?: boolean;
};

/**
 * Identity as several replicas would run it: every `replica()` is a fresh app + reminder worker on
 * the same database, clock, VAPID keys and JWT keys, so one can "restart" between calls.
 */
export function notificationWorld(pushTestHost: string) {
  const clock = movableClock();
  const vapid = webpush.generateVAPIDKeys();
  const keys = makeTestKeys();
  const progress = new Map<string, ProgressionState>();
  const { config, outboxDir } = testConfig({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@fromforktoflame.test',
    PUSH_TEST_HOSTS: pushTestHost,
    REMINDER_RETRY_BASE_MS: '60000',
  });
  const progression = async (userId: string): Promise<UserProgression> => {
    const state = progress.get(userId) ?? {};
    const { available = true, ...fields } = state;
    return { ...DEFAULT_PROGRESSION, ...fields, progressionAvailable: available };
  };
  const replica = () => {
    const deps = createIdentityDeps({
      config,
      keys,
      logger: createLogger('svc-identity-test', 'silent'),
      now: clock.now,
      progression,
    });
    return { app: buildApp(deps), reminders: deps.reminders };
  };
  const first = replica();
  return {
    clock,
    vapid,
    progress,
    app: first.app,
    reminders: first.reminders,
    replica,
    /** A verified, signed-in learner. */
    async learner() {
      const creds = await verifiedUser(first.app, outboxDir);
      const { token } = await signIn(first.app, creds.email);
      const me = await request(first.app).get('/api/user').set('authorization', `Bearer ${token}`);
      return { token, userId: me.body.id as string, auth: `Bearer ${token}` };
    },
  };
}
