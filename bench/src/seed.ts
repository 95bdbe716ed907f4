// Learners and their progress written straight into the running services' embedded databases,
// through each service's own mongoose models (so defaults and shapes are the services'), in
// batches: accounts (identity), progression and completed lessons (learning), the directory,
// friendships and this week's league memberships (social).
import fs from 'node:fs';
import path from 'node:path';
import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import { LEAGUE_COHORT_SIZE, leagueForXp, leagueWeekKey } from '@fff/domain';
import { UserModel } from '../../svc-identity/src/users/model';
import { CompletionModel } from '../../svc-learning/src/completion/model';
import { ProgressionModel } from '../../svc-learning/src/progression/model';
import { DirectoryModel } from '../../svc-social/src/directory/model';
import { FriendshipModel } from '../../svc-social/src/friends/model';
import { LeagueCohortModel, LeagueEntryModel } from '../../svc-social/src/league/model';
import type { Platform } from './platform';

const BATCH = 2_000;
/** Lessons each seeded learner has completed. */
const COMPLETED_PER_LEARNER = 4;
/** Friendships per seeded learner among themselves (beside the viewer's). */
const FRIENDS_PER_LEARNER = 2;

/** The learner's id: ObjectId-shaped hex, stable per index. */
export const learnerId = (i: number) => `b0${i.toString(16).padStart(22, '0')}`;
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
const username = (i: number) => `${WORDS[i % WORDS.length]}_${i.toString(36)}`;
// XP spread over the first leagues, except a cohort's worth of learners kept in the first league beside
// the viewer (a new learner): with the spread alone, the viewer's cohort held 5 learners at 100 learners
// and 30 at 3,000, and the scale comparison counted the bigger standings as growth.
const xpOf = (i: number) => (i < LEAGUE_COHORT_SIZE ? i : (i * 7919) % 3000);

type Row = Record<string, unknown>;

/** The service's model (schema, defaults, collection name) on this connection. */
function bind(
  conn: Connection,
  model: { modelName: string; schema: Schema; collection: { collectionName: string } },
): Model<Row> {
  return conn.model<Row>(model.modelName, model.schema, model.collection.collectionName);
}

async function inBatches(
  from: number,
  to: number,
  write: (lo: number, hi: number) => Promise<unknown>,
): Promise<void> {
  for (let lo = from; lo < to; lo += BATCH) await write(lo, Math.min(lo + BATCH, to));
}

const range = (lo: number, hi: number) => Array.from({ length: hi - lo }, (_, k) => lo + k);

/** The real curriculum's lesson ids (as seeded), so completions point at lessons that exist. */
function lessonIds(): string[] {
  const dir = path.resolve(__dirname, '../../svc-learning/content/modules');
  return fs
    .readdirSync(dir)
    .flatMap((f) =>
      (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { lessons: { id: string }[] }).lessons.map(
        (l) => l.id,
      ),
    );
}

/**
 * This week's cohorts as the service forms them: learners of each tier take seats in arrival
 * (index) order, LEAGUE_COHORT_SIZE to a cohort. Returns each learner's seat (for indexes < to) and
 * writes the cohorts that learners [from, to) sit in, with their sizes so far.
 */
async function seatCohorts(Cohorts: Model<Row>, week: string, from: number, to: number) {
  const taken = new Map<string, number>();
  const places = range(0, to).map((i) => {
    const leagueId = leagueForXp(xpOf(i)).id;
    const rank = taken.get(leagueId) ?? 0;
    taken.set(leagueId, rank + 1);
    return { leagueId, index: Math.floor(rank / LEAGUE_COHORT_SIZE), seat: (rank % LEAGUE_COHORT_SIZE) + 1 };
  });
  const sizeOf = (leagueId: string, index: number) =>
    Math.min(LEAGUE_COHORT_SIZE, (taken.get(leagueId) ?? 0) - index * LEAGUE_COHORT_SIZE);
  const cohortIds = new Map<string, string>();
  for (const { leagueId, index } of places.slice(from)) {
    const key = `${leagueId}:${index}`;
    if (cohortIds.has(key)) continue;
    const size = sizeOf(leagueId, index);
    const cohort = await Cohorts.findOneAndUpdate(
      { week, leagueId, index },
      { $set: { size, open: size < LEAGUE_COHORT_SIZE, closed: false } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    cohortIds.set(key, String(cohort!._id));
  }
  return places.map((p) => ({
    leagueId: p.leagueId,
    cohortId: cohortIds.get(`${p.leagueId}:${p.index}`) ?? '',
    seat: p.seat,
  }));
}

/**
 * Seeds learners [from, to) and, once, `friendsOfViewer` friendships for the viewer (with the
 * learners 0..friendsOfViewer-1, who must be seeded in the same or an earlier call).
 */
export async function seedLearners(
  platform: Platform,
  from: number,
  to: number,
  viewer?: { id: string; friends: number },
): Promise<void> {
  const connect = (name: keyof Platform['databases']) =>
    mongoose
      .createConnection(platform.databases[name].uri, { dbName: platform.databases[name].db })
      .asPromise();
  const [identity, learning, social] = await Promise.all([
    connect('svc-identity'),
    connect('svc-learning'),
    connect('svc-social'),
  ]);
  try {
    const Users = bind(identity, UserModel);
    const Progression = bind(learning, ProgressionModel);
    const Completions = bind(learning, CompletionModel);
    const Directory = bind(social, DirectoryModel);
    const Friendships = bind(social, FriendshipModel);
    const Entries = bind(social, LeagueEntryModel);
    const lessons = lessonIds();
    const week = leagueWeekKey();
    const now = new Date();
    const seats = await seatCohorts(bind(social, LeagueCohortModel), week, from, to);
    await inBatches(from, to, async (lo, hi) => {
      const ids = range(lo, hi);
      await Users.insertMany(
        ids.map((i) => ({
          _id: learnerId(i),
          email: `${username(i)}@gmail.com`,
          emailLower: `${username(i)}@gmail.com`,
          username: username(i),
          usernameLower: username(i),
          passwordHash: 'seeded-not-a-real-hash',
          emailVerified: true,
          gdprConsentAt: now,
        })),
        { ordered: false, lean: false },
      );
      await Progression.insertMany(
        ids.map((i) => ({
          _id: learnerId(i),
          xp: xpOf(i),
          prepXp: xpOf(i),
          level: 1 + Math.floor(xpOf(i) / 500),
          streak: i % 30,
        })),
        { ordered: false },
      );
      await Completions.insertMany(
        ids.flatMap((i) =>
          range(0, COMPLETED_PER_LEARNER).map((k) => ({
            userId: learnerId(i),
            lessonId: lessons[(i + k) % lessons.length],
            score: 100,
            xpEarned: 10,
            xpType: 'prep',
            paid: true,
          })),
        ),
        { ordered: false },
      );
      await Directory.insertMany(
        ids.map((i) => ({
          _id: learnerId(i),
          username: username(i),
          usernameLower: username(i),
          version: 1,
          lastSeenAt: i % 3 ? null : now,
        })),
        { ordered: false },
      );
      const pairs = ids.flatMap((i) =>
        range(1, FRIENDS_PER_LEARNER + 1).map(
          (k) => [learnerId(i), learnerId(lo + ((i - lo + k * 37) % (hi - lo)))] as const,
        ),
      );
      await Friendships.insertMany(
        pairs
          .filter(([a, b]) => a < b)
          .flatMap(([a, b]) => [
            { userId: a, friendId: b, pairKey: `${a}:${b}`, acceptedAt: now },
            { userId: b, friendId: a, pairKey: `${a}:${b}`, acceptedAt: now },
          ]),
        { ordered: false },
      ).catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err; // the same pair drawn twice
      });
      await Entries.insertMany(
        ids.map((i) => ({
          userId: learnerId(i),
          week,
          ...seats[i],
          username: username(i),
          xp: xpOf(i),
          prepXp: xpOf(i),
          weekly: { prepXp: i % 97 },
          score: i % 97,
          scoreAt: now,
        })),
        { ordered: false },
      );
    });
    if (viewer) {
      await Friendships.insertMany(
        range(0, viewer.friends).flatMap((i) => {
          const [a, b] = [viewer.id, learnerId(i)].sort();
          return [
            { userId: a, friendId: b, pairKey: `${a}:${b}`, acceptedAt: now },
            { userId: b, friendId: a, pairKey: `${a}:${b}`, acceptedAt: now },
          ];
        }),
        { ordered: false },
      );
    }
  } finally {
    await Promise.all([identity.close(), learning.close(), social.close()]);
  }
}
