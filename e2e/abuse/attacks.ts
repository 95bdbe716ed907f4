// Attacks of issue 37 run against the private platform after the load (what each checks: README).
// Each sends what an attacker with a couple of accounts would, through the gateway, and checks the
// answer the platform must give: limits that hold (429 too_many_requests, never a 5xx), moderation
// that reads text plainly, crews one can step out of.
import { createAccount, type Learner } from './load';
import type { Platform } from './platform';

/** One attack's verdict: what was checked and whether it held. */
export interface Verdict {
  ok: boolean;
  what: string;
}

export type Reply = { status: number; body: { error?: string; id?: string; requestId?: string } };

export function caller(platform: Platform) {
  return async (who: Pick<Learner, 'token'>, method: string, path: string, body?: object): Promise<Reply> => {
    try {
      const res = await fetch(platform.base + path, {
        method,
        headers: { authorization: who.token, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
    } catch {
      return { status: 0, body: {} };
    }
  };
}

const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;
const broken = (replies: Reply[]) => replies.filter((r) => r.status === 0 || r.status >= 500).length;
const limited = (replies: Reply[]) =>
  replies.some((r) => r.status === 429 && r.body.error === 'too_many_requests');

/** Run every attack; each verdict is reported by the caller. */
export async function runAttacks(platform: Platform): Promise<Verdict[]> {
  const call = caller(platform);
  const verdicts: Verdict[] = [];
  const held = (ok: boolean, what: string) => verdicts.push({ ok, what });
  let signedUp = 2000;
  // Real accounts with real sessions: writes ask identity whether the session lives, and a token
  // naming no session of identity's is refused (401), as an attacker's forged one would be.
  // One after another: the gateway allows one address a burst of about 20 sign-in calls.
  const fresh = async (n: number) => {
    const learners: Learner[] = [];
    for (let i = 0; i < n; i++) {
      const token = (await createAccount(platform, (signedUp += 1))).bearer;
      const me = await call({ token }, 'GET', '/api/user');
      learners.push({ userId: me.body.id ?? '', token, ackedXp: 0, unsureXp: 0 });
    }
    // A first social call puts each in svc-social's directory (presence), so others can address them.
    for (const l of learners) await call(l, 'GET', '/api/friends');
    return learners;
  };
  const befriend = async (a: Learner, b: Learner) => {
    const asked = await call(a, 'POST', '/api/friend-requests', { userId: b.userId });
    await call(b, 'POST', `/api/friend-requests/${asked.body.requestId}/accept`);
  };

  // 1. A script sends 100 chat messages at once.
  const [alice, bob] = await fresh(2);
  await befriend(alice, bob);
  const chat = await Promise.all(
    Array.from({ length: 100 }, (_v, i) =>
      call(alice, 'POST', '/api/chat', { receiverId: bob.userId, message: `buy spices ${i}` }),
    ),
  );
  held(
    limited(chat) && broken(chat) === 0 && count(chat, 201) <= 60,
    `attack: 100 chat messages at once are stopped (${count(chat, 201)} sent, ${count(chat, 429)} × 429, ${broken(chat)} × 5xx)`,
  );

  // 2. 100 friend request / cancel rounds (notification spam).
  const [spammer, target] = await fresh(2);
  const rounds: Reply[] = [];
  for (let i = 0; i < 100; i++) {
    rounds.push(await call(spammer, 'POST', '/api/friend-requests', { userId: target.userId }));
    rounds.push(await call(spammer, 'POST', `/api/users/${target.userId}/cancel-request`));
    if (rounds.at(-1)?.status === 429) break;
  }
  held(
    limited(rounds) && broken(rounds) === 0,
    `attack: friend request/cancel rounds are stopped after ${rounds.length} calls (${broken(rounds)} × 5xx)`,
  );

  // 3. A learning write flood (hearts, answers, purchases share one limit).
  const [flooder] = await fresh(1);
  const hearts: Reply[] = [];
  for (let i = 0; i < 150 && !limited(hearts); i++)
    hearts.push(await call(flooder, 'POST', '/api/hearts/lose'));
  held(
    limited(hearts) && broken(hearts) === 0,
    `attack: svc-learning writes are stopped after ${hearts.length} calls (${broken(hearts)} × 5xx)`,
  );

  // 4. Moderation bypasses: a zero-width space, full-width letters, a short insult.
  const [carol, dave] = await fresh(2);
  await befriend(carol, dave);
  const bypasses = await Promise.all(
    ['fu\u200bck you', 'ｆｕｃｋ', 'fu\u00adck you', 'fuck you'].map((message) =>
      call(carol, 'POST', '/api/chat', { receiverId: dave.userId, message }),
    ),
  );
  held(
    bypasses.every((r) => r.status === 400 && r.body.error === 'message_filtered'),
    `attack: profanity hidden by invisible or full-width characters is filtered (${bypasses.map((r) => r.status).join(', ')})`,
  );

  // 5. A crew name with a right-to-left override.
  const rtl = await call(carol, 'POST', '/api/league/create-crew', {
    name: 'Chefs \u202Eemosewa',
    banner: '🔥',
    memberIds: [dave.userId],
  });
  held(
    rtl.status === 400 && rtl.body.error === 'invalid_text',
    `attack: a crew name with a right-to-left override is refused (${rtl.status})`,
  );

  // 6. Ten crews fill a learner's quota with invitations: they can decline one and make their own.
  const [victim, buddy, ...inviters] = await fresh(12);
  await befriend(victim, buddy);
  const crewIds: string[] = [];
  for (const inviter of inviters) {
    await befriend(inviter, victim);
    const crew = await call(inviter, 'POST', '/api/league/create-crew', {
      name: 'Crew',
      banner: '🔥',
      memberIds: [victim.userId],
    });
    if (crew.body.id) crewIds.push(crew.body.id);
  }
  const full = await call(victim, 'POST', '/api/league/create-crew', {
    name: 'Mine',
    banner: '🥐',
    memberIds: [buddy.userId],
  });
  const declined = await call(victim, 'POST', '/api/league/decline-crew', { crewId: crewIds[0] });
  const own = await call(victim, 'POST', '/api/league/create-crew', {
    name: 'Mine',
    banner: '🥐',
    memberIds: [buddy.userId],
  });
  held(
    crewIds.length === 10 && full.status === 409 && declined.status === 200 && own.status === 201,
    `attack: a quota filled by 10 invitations is freed by declining one (${full.status} → ${declined.status} → ${own.status})`,
  );
  return verdicts;
}
