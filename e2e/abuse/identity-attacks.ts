// Attacks of issue 37 on what takes an account over or erases it, with real accounts through the
// gateway: a forged operation id aimed at another learner's deletion, a stolen session that tries
// to change the email, export or delete without the password, and the deleted learner's old token.
import { DELETE_ACCOUNT_PHRASE, RESET_CATEGORIES, RESET_PROGRESS_PHRASE } from '@fff/domain';
import { caller, type Verdict } from './attacks';
import { createAccount } from './load';
import type { Platform } from './platform';

export async function runIdentityAttacks(platform: Platform): Promise<Verdict[]> {
  const call = caller(platform);
  const verdicts: Verdict[] = [];
  const held = (ok: boolean, what: string) => verdicts.push({ ok, what });
  const [attacker, victim] = [await createAccount(platform, 1001), await createAccount(platform, 1002)];
  const as = (who: { bearer: string }) => ({ token: who.bearer });
  const me = await call(as(victim), 'GET', '/api/user');
  const victimId = (me.body as { id?: string }).id ?? '';

  // 1. A reset whose id names the victim's deletion (the hole: the outbox kept the attacker's record).
  const forged = await Promise.all(
    [`delete:${victimId}`, `delete:${victimId}:learning`, `reset:${victimId}:abcdefgh`].map((operationId) =>
      call(as(attacker), 'POST', '/api/user/reset-progress', {
        categories: [...RESET_CATEGORIES],
        confirmation: RESET_PROGRESS_PHRASE,
        operationId,
      }),
    ),
  );
  held(
    forged.every((r) => r.status === 400),
    `attack: a reset naming another learner's operation id is refused (${forged.map((r) => r.status).join(', ')})`,
  );

  // 2. A stolen session (the token, not the password) tries to take the account over.
  const takeover = await Promise.all([
    call(as(victim), 'PUT', '/api/user/profile', {
      username: 'ignored_name',
      email: `taken.${Date.now()}@gmail.com`,
    }),
    call(as(victim), 'PUT', '/api/user/profile', {
      username: 'ignored_name',
      email: `taken.${Date.now()}@gmail.com`,
      currentPassword: 'Not-the-password-1',
    }),
    call(as(victim), 'POST', '/api/user/export-data', { currentPassword: 'Not-the-password-1' }),
    call(as(victim), 'POST', '/api/user/delete-account', {
      confirmation: DELETE_ACCOUNT_PHRASE,
      currentPassword: 'Not-the-password-1',
    }),
  ]);
  held(
    takeover.every((r) => r.status === 400 || r.status === 403),
    `attack: email change, export and deletion need the password (${takeover.map((r) => r.status).join(', ')})`,
  );

  // 3. The victim deletes their account; their old token must not act anywhere afterwards.
  const deleted = await call(as(victim), 'POST', '/api/user/delete-account', {
    confirmation: DELETE_ACCOUNT_PHRASE,
    currentPassword: victim.password,
  });
  const afterwards = await Promise.all([
    call(as(victim), 'POST', '/api/hearts/lose'),
    call(as(victim), 'POST', '/api/friend-requests', { userId: '0123456789abcdef01234567' }),
    call(as(victim), 'GET', '/api/user'),
  ]);
  held(
    deleted.status === 200 && afterwards.every((r) => r.status === 401),
    `attack: a deleted learner's token acts nowhere (${deleted.status} → ${afterwards.map((r) => r.status).join(', ')})`,
  );
  return verdicts;
}
