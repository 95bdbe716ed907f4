// Friends list and user search through the real svc-social (and svc-learning for the friends'
// numbers) at 10k users and 500 friends, beside GET /api/levels of svc-learning measured in the same
// run: latency per call over HTTP, as the browser would see it behind the gateway.
import { start } from '@fff/embedded-mongo';
import { MongoClient, type Document } from 'mongodb';
import { accessToken, keyPair, startService, type Service } from './social-services';

const USERS = 10_000;
const FRIENDS = 500;
/** Friendships among the other users, so the viewer's are not the whole collection. */
const OTHER_FRIENDSHIPS = 10_000;
const WORDS = [
  'basil',
  'saffron',
  'thyme',
  'cumin',
  'paprika',
  'sage',
  'fennel',
  'clove',
  'nutmeg',
  'ginger',
];

/** One latency row. */
export interface LatencyRow {
  operation: string;
  calls: number;
  meanMs: number;
  p95Ms: number;
}

const hex = (i: number) => i.toString(16).padStart(24, '0');

/** Sequential calls of `fn` after a warm-up; mean and 95th percentile in ms. */
export async function latency(
  operation: string,
  calls: number,
  fn: () => Promise<Response>,
): Promise<LatencyRow> {
  for (let i = 0; i < 10; i++) await (await fn()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${operation} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    operation,
    calls,
    meanMs: times.reduce((s, t) => s + t, 0) / calls,
    p95Ms: times[Math.floor(calls * 0.95)],
  };
}

async function seed(uri: string): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    const social = client.db('social_bench');
    const users: Document[] = Array.from({ length: USERS }, (_, i) => {
      const username = `${WORDS[i % WORDS.length]}_${String(i).padStart(5, '0')}`;
      return {
        _id: hex(i),
        username,
        usernameLower: username,
        avatarUrl: null,
        profileVisibility: 'public',
        showProgressToFriends: true,
        allowFriendRequests: true,
        showOnlineStatus: true,
        deleted: false,
        version: 1,
        lastSeenAt: i % 3 === 0 ? new Date() : null,
      };
    });
    const pairs: [number, number][] = Array.from({ length: FRIENDS }, (_, k) => [0, k + 1]);
    for (let k = 0; k < OTHER_FRIENDSHIPS; k++)
      pairs.push([1 + ((k * 7919) % (USERS - 1)), 1 + ((k * 104729 + 13) % (USERS - 1))]);
    const friendships: Document[] = [];
    const seen = new Set<string>();
    for (const [a, b] of pairs) {
      const [x, y] = [hex(a), hex(b)];
      const key = x < y ? `${x}:${y}` : `${y}:${x}`;
      if (a === b || seen.has(key)) continue;
      seen.add(key);
      const at = new Date(Date.now() - friendships.length * 1000);
      friendships.push(
        { userId: x, friendId: y, pairKey: key, createdAt: at, acceptedAt: at },
        { userId: y, friendId: x, pairKey: key, createdAt: at, acceptedAt: at },
      );
    }
    const progression: Document[] = Array.from({ length: USERS }, (_, i) => ({
      _id: hex(i),
      xp: i % 3000,
      prepXp: i % 3000,
      flavorXp: 0,
      scienceXp: 0,
      level: 1,
      prestige: 0,
      hearts: 5,
      heartsUpdatedAt: null,
      coins: 0,
      spiceStones: i % 200,
      streak: i % 30,
      longestStreak: i % 30,
      lastStreakDate: null,
      appliedOps: [],
    }));
    for (let i = 0; i < users.length; i += 2000)
      await social.collection('directory').insertMany(users.slice(i, i + 2000));
    for (let i = 0; i < friendships.length; i += 2000)
      await social.collection('friendships').insertMany(friendships.slice(i, i + 2000));
    const learning = client.db('learning_bench');
    for (let i = 0; i < progression.length; i += 2000)
      await learning.collection('progression').insertMany(progression.slice(i, i + 2000));
  } finally {
    await client.close();
  }
}

/** Runs the social benchmark and returns its latency rows (the first is the /api/levels baseline). */
export async function runSocialBench(): Promise<LatencyRow[]> {
  const server = await start();
  const keys = keyPair();
  const services: Service[] = [];
  try {
    const shared = { MONGO_URL: server.uri, JWT_PUBLIC_KEY: keys.publicKey };
    const learning = await startService('learning', { ...shared, MONGO_DB: 'learning_bench' });
    services.push(learning);
    // svc-social creates its indexes at start, before the data arrives (as in production).
    const social = await startService('social', {
      ...shared,
      MONGO_DB: 'social_bench',
      LEARNING_URL: learning.url,
    });
    services.push(social);
    await seed(server.uri);

    const viewer = { authorization: `Bearer ${accessToken(keys.privateKey, hex(0), 'bench_viewer')}` };
    const get = (base: string, path: string) => () => fetch(`${base}${path}`, { headers: viewer });
    const friends = await (await get(social.url, '/api/friends')()).json();
    if (!Array.isArray(friends) || friends.length !== FRIENDS)
      throw new Error(`expected ${FRIENDS} friends, got ${JSON.stringify(friends).slice(0, 200)}`);
    return [
      await latency('GET /api/levels (svc-learning, baseline)', 200, get(learning.url, '/api/levels')),
      await latency(
        `GET /api/friends (${FRIENDS} friends, ${USERS / 1000}k users)`,
        50,
        get(social.url, '/api/friends'),
      ),
      await latency(
        `GET /api/users/search?term=sa (${USERS / 1000}k users, page of 20)`,
        200,
        get(social.url, '/api/users/search?term=sa'),
      ),
      await latency(
        'GET /api/users/search?term=sage_099 (narrow prefix)',
        200,
        get(social.url, '/api/users/search?term=sage_099'),
      ),
      await latency(
        'GET /api/users/search?term=ginger_09 (late in the index)',
        200,
        get(social.url, '/api/users/search?term=ginger_09'),
      ),
    ];
  } finally {
    for (const s of services.reverse()) await s.stop();
    await server.stop();
  }
}

/** The latency table with each row's mean against the first row's (named `baseline`). */
export function formatLatency(rows: LatencyRow[], baseline = '/api/levels'): string {
  const base = rows[0].meanMs;
  const head = ['operation', 'calls', 'mean ms', 'p95 ms', `÷ ${baseline}`];
  const body = rows.map((r) => [
    r.operation,
    String(r.calls),
    r.meanMs.toFixed(2),
    r.p95Ms.toFixed(2),
    `${(r.meanMs / base).toFixed(1)}×`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
