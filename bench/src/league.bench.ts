// A league read costs the same whatever the number of learners in the tier: the caller's cohort
// (at most 30) is read through an index and scored with one svc-learning call. Two svc-social
// instances, one with 100 learners in Teaspoon Tier this week and one with 100,000, answer the same
// calls for a learner seated in a full cohort; the table shows each row beside the small tier's.
import { start } from '@fff/embedded-mongo';
import { LEAGUE_COHORT_SIZE, leagueWeekKey } from '@fff/domain';
import { MongoClient, ObjectId, type Document } from 'mongodb';
import { accessToken, keyPair, startService, type Service } from './social-services';
import { latency, type LatencyRow } from './social.bench';

const TIERS = [100, 100_000];
/** What the table divides by: the first row, the small tier's /current. */
export const LEAGUE_BASELINE = 'current, 100';
const LEAGUE = 'teaspoon-tier';
const hex = (i: number) => i.toString(16).padStart(24, '0');

/** Seat `learners` in cohorts of 30 for this week, as svc-social would have as they arrived. */
async function seed(uri: string, db: string, learners: number): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    const week = leagueWeekKey(new Date());
    const cohorts: Document[] = [];
    const entries: Document[] = [];
    for (let i = 0; i < learners; i++) {
      const index = Math.floor(i / LEAGUE_COHORT_SIZE);
      if (i % LEAGUE_COHORT_SIZE === 0) {
        const size = Math.min(LEAGUE_COHORT_SIZE, learners - i);
        cohorts.push({ _id: new ObjectId(), week, leagueId: LEAGUE, index, size, closed: false });
      }
      const score = (i * 37) % 500;
      entries.push({
        userId: hex(i),
        week,
        leagueId: LEAGUE,
        cohortId: String(cohorts[index]._id),
        seat: (i % LEAGUE_COHORT_SIZE) + 1,
        username: `cook_${i}`,
        xp: 50,
        prepXp: 50,
        flavorXp: 0,
        scienceXp: 0,
        weekly: { prepXp: score, flavorXp: 0, scienceXp: 0 },
        score,
        scoreAt: new Date(Date.now() - i * 1000),
      });
    }
    const social = client.db(db);
    await social.collection('league_cohorts').insertMany(cohorts);
    for (let i = 0; i < entries.length; i += 5000)
      await social.collection('league_entries').insertMany(entries.slice(i, i + 5000));
  } finally {
    await client.close();
  }
}

/** Runs the league benchmark: the same reads with 100 and 100,000 learners in the tier. */
export async function runLeagueBench(): Promise<LatencyRow[]> {
  const server = await start();
  const keys = keyPair();
  const services: Service[] = [];
  try {
    const shared = { MONGO_URL: server.uri, JWT_PUBLIC_KEY: keys.publicKey };
    const learning = await startService('learning', { ...shared, MONGO_DB: 'learning_league_bench' });
    services.push(learning);
    const rows: LatencyRow[] = [];
    // The viewer is learner 0: seated in the first, full cohort of each tier.
    const viewer = { authorization: `Bearer ${accessToken(keys.privateKey, hex(0), 'cook_0')}` };
    for (const learners of TIERS) {
      const db = `social_league_bench_${learners}`;
      const social = await startService('social', { ...shared, MONGO_DB: db, LEARNING_URL: learning.url });
      services.push(social);
      await seed(server.uri, db, learners);
      const get = (path: string) => () => fetch(`${social.url}${path}`, { headers: viewer });
      const size = learners.toLocaleString('en-US');
      rows.push(
        await latency(`GET /api/league/current (${size} in the tier)`, 200, get('/api/league/current')),
      );
      rows.push(
        await latency(`GET /api/league/rankings (${size} in the tier)`, 200, get('/api/league/rankings')),
      );
    }
    return rows;
  } finally {
    for (const s of services.reverse()) await s.stop();
    await server.stop();
  }
}
