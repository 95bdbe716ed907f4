// The league week close at scale: 100,000 learners of last week in 3,334 cohorts (30 each, the last
// one 10), closed by svc-social's own worker the way production runs it, and checked to be paid
// exactly once, then closed a second time from scratch as a run that crashed after paying would be.
//
// svc-learning and svc-social run from their production builds on the embedded default with their
// data on disk (journal and fsync, as `npm start`). The learners are written into each service's
// database through the services' own mongoose models before the service starts, so no worker sees a
// half-seeded week; svc-social's worker then runs its pass at start (runService kicks every worker as
// the service listens), with the real clock already past last week's end. The figure is the time from
// svc-social's "listening" line to its "league week closed" line (pino's timestamps).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { start } from '@fff/embedded-mongo';
import {
  LEAGUE_COHORT_SIZE,
  LEAGUES,
  leagueWeekKey,
  podiumReward,
  previousWeekKey,
  rankStandings,
  weekEndsAt,
} from '@fff/domain';
import { MongoClient, type Db } from 'mongodb';
import mongoose, { type Connection, type Model, type Schema } from 'mongoose';
import { DEV_RENDERER_TOKEN, withServiceNodeOptions } from '../../scripts/lib/apps.mjs';
import { ProgressionModel } from '../../svc-learning/src/progression/model';
import { LeagueCohortModel, LeagueEntryModel } from '../../svc-social/src/league/model';
import { ROOT } from './platform';
import { keyPair } from './social-services';

/** The close of the whole week may take at most this long (issue 41). */
export const WEEK_CLOSE_LIMIT_S = 60;
/** How long the bench waits for a close before calling it failed (a stuck cohort retries each minute). */
const CLOSE_TIMEOUT_MS = 10 * 60_000;
const BATCH = 5_000;

/** What one bench run found. */
export interface WeekCloseResult {
  learners: number;
  cohorts: number;
  /** The first close: svc-social listening → the week closed. */
  seconds: number;
  /** CPU seconds svc-social and svc-learning (each with its database process) used in the first close. */
  cpu: CloseCpu;
  /** The second close, after the bookkeeping of the first was erased (a crash right after paying). */
  replaySeconds: number;
  /** Each learner's result and podium credit applied once, after both closes. */
  exactlyOnce: boolean;
  /** What the exactly-once check found wrong (empty when it holds). */
  problems: string[];
}

const learnerId = (i: number) => `c0${i.toString(16).padStart(22, '0')}`;

interface Member {
  userId: string;
  cohort: number;
  seat: number;
  weekly: { prepXp: number; flavorXp: number; scienceXp: number };
  score: number;
  scoreAt: Date;
}

/**
 * Learner i of `learners`: cohort i / 30, varied weekly XP of every kind. Every seventh cohort has
 * ties on the podium (broken by when the score was reached), every eleventh nobody with XP (nothing
 * to pay) and a few learners in each have none.
 */
function member(i: number, week: string): Member {
  const cohort = Math.floor(i / LEAGUE_COHORT_SIZE);
  const seat = (i % LEAGUE_COHORT_SIZE) + 1;
  const idle = cohort % 11 === 5 || i % 13 === 0;
  const tied = cohort % 7 === 3 && seat <= 4;
  const weekly = idle
    ? { prepXp: 0, flavorXp: 0, scienceXp: 0 }
    : tied
      ? { prepXp: 300, flavorXp: 0, scienceXp: 0 }
      : {
          prepXp: (i * 7919) % 97,
          flavorXp: i % 3 === 0 ? (i * 104729) % 53 : 0,
          scienceXp: i % 5 === 0 ? 20 : 0,
        };
  const score = weekly.prepXp + weekly.flavorXp + weekly.scienceXp;
  const weekStart = weekEndsAt(week).getTime() - 7 * 86_400_000;
  const scoreAt = new Date(weekStart + ((i * 7_331) % 500_000) * 1000);
  return { userId: learnerId(i), cohort, seat, weekly, score, scoreAt };
}

/** Each learner's expected final position and podium reward (the domain's own ranking rules). */
function expectedStandings(
  members: Member[],
): Map<string, { position: number; reward: number; size: number }> {
  const out = new Map<string, { position: number; reward: number; size: number }>();
  for (let lo = 0; lo < members.length; lo += LEAGUE_COHORT_SIZE) {
    const cohort = members.slice(lo, lo + LEAGUE_COHORT_SIZE);
    for (const r of rankStandings(cohort))
      out.set(r.userId, {
        position: r.position,
        reward: podiumReward(r.position, r.score),
        size: cohort.length,
      });
  }
  return out;
}

type Row = Record<string, unknown>;
const bind = (
  conn: Connection,
  model: { modelName: string; schema: Schema; collection: { collectionName: string } },
): Model<Row> => conn.model<Row>(model.modelName, model.schema, model.collection.collectionName);

/** Write into a stopped service's database directory through its models (as seed.ts does live). */
async function withDatabase(dir: string, db: string, use: (conn: Connection) => Promise<void>) {
  const server = await start({ port: 0, dbPath: dir });
  const conn = await mongoose.createConnection(server.uri, { dbName: db }).asPromise();
  try {
    await use(conn);
  } finally {
    await conn.close();
    await server.stop();
  }
}

async function seed(dirs: { learning: string; social: string }, members: Member[], week: string) {
  await withDatabase(dirs.learning, 'learning', async (conn) => {
    const Progression = bind(conn, ProgressionModel);
    for (let lo = 0; lo < members.length; lo += BATCH)
      await Progression.insertMany(
        members.slice(lo, lo + BATCH).map((m) => ({
          _id: m.userId,
          xp: m.score,
          prepXp: m.weekly.prepXp,
          flavorXp: m.weekly.flavorXp,
          scienceXp: m.weekly.scienceXp,
          weeks: { [week]: m.weekly },
        })),
        { ordered: false },
      );
  });
  await withDatabase(dirs.social, 'social', async (conn) => {
    const Cohorts = bind(conn, LeagueCohortModel);
    const Entries = bind(conn, LeagueEntryModel);
    const perLeague = new Map<string, number>();
    const cohorts: Array<{ _id: mongoose.Types.ObjectId; leagueId: string } & Row> = [];
    for (let lo = 0; lo < members.length; lo += LEAGUE_COHORT_SIZE) {
      const leagueId = LEAGUES[cohorts.length % LEAGUES.length].id;
      const index = perLeague.get(leagueId) ?? 0;
      perLeague.set(leagueId, index + 1);
      const size = Math.min(LEAGUE_COHORT_SIZE, members.length - lo);
      cohorts.push({ _id: new mongoose.Types.ObjectId(), week, leagueId, index, size, open: false });
    }
    await Cohorts.insertMany(cohorts);
    for (let lo = 0; lo < members.length; lo += BATCH)
      await Entries.insertMany(
        members.slice(lo, lo + BATCH).map((m, k) => ({
          userId: m.userId,
          week,
          leagueId: cohorts[m.cohort].leagueId,
          cohortId: String(cohorts[m.cohort]._id),
          seat: m.seat,
          username: `cook_${(lo + k).toString(36)}`,
          xp: m.score,
          prepXp: m.weekly.prepXp,
          flavorXp: m.weekly.flavorXp,
          scienceXp: m.weekly.scienceXp,
          weekly: m.weekly,
          score: m.score,
          scoreAt: m.scoreAt,
        })),
        { ordered: false },
      );
  });
}

interface LogLine {
  msg?: string;
  time?: number;
  url?: string;
  tcpUri?: string;
  week?: string;
  err?: unknown;
}

/**
 * CPU seconds (user + system) a process and its children (the service's database process) have used
 * so far (Linux /proc; 0 elsewhere). Beside the wall time, it says what the close costs whatever else
 * the machine is running.
 */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

interface Running {
  url: string;
  /** CPU seconds the service and its database process used so far. */
  cpu(): number;
  tcpUri: string;
  listeningAt: number;
  /** Resolves with the first line (from now on or seen before) matching `match`. */
  line(match: (l: LogLine) => boolean, timeoutMs: number): Promise<LogLine>;
  stop(): Promise<void>;
}

/** Start a service from its build with its embedded MongoDB in `dir`; resolves once it listens. */
async function startService(
  name: 'svc-learning' | 'svc-social',
  dir: string,
  env: Record<string, string>,
  logFile: string,
  profileDir?: string,
): Promise<Running> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'dist/server.js'],
    {
      cwd: path.join(ROOT, name),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        NODE_OPTIONS: withServiceNodeOptions(process.env.NODE_OPTIONS),
        PORT: '0',
        HOST: '127.0.0.1',
        EMBEDDED_MONGO_DIR: dir,
        INTERNAL_TOKEN_RENDERER: DEV_RENDERER_TOKEN,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  child.stderr!.pipe(log);
  const seen: LogLine[] = [];
  const waiting = new Set<{ match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }>();
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    log.write(text + '\n');
    let l: LogLine;
    try {
      l = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    seen.push(l);
    for (const w of waiting)
      if (w.match(l)) {
        waiting.delete(w);
        w.resolve(l);
      }
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} (see ${logFile})`))),
  );
  exited.catch(() => undefined);
  const line = (match: (l: LogLine) => boolean, timeoutMs: number) => {
    const found = seen.find(match);
    if (found) return Promise.resolve(found);
    return Promise.race([
      exited,
      new Promise<LogLine>((resolve, reject) => {
        const w = { match, resolve };
        waiting.add(w);
        setTimeout(() => {
          waiting.delete(w);
          reject(new Error(`${name}: no matching log line within ${timeoutMs / 1000} s (see ${logFile})`));
        }, timeoutMs).unref();
      }),
    ]);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const db = await line((l) => l.msg === 'embedded MongoDB started', 120_000);
    const listening = await line((l) => typeof l.url === 'string' && /listening/.test(l.msg ?? ''), 120_000);
    return {
      url: listening.url!,
      tcpUri: db.tcpUri!,
      listeningAt: listening.time!,
      cpu: () => cpuSeconds(child.pid),
      line,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** CPU seconds the two services (with their databases) used during a close. */
export interface CloseCpu {
  social: number;
  learning: number;
}

/**
 * Starts svc-social and times its worker's first pass: listening → "league week closed" for `week`,
 * with the CPU both services used meanwhile.
 */
async function timedClose(
  start: () => Promise<Running>,
  learning: Running,
  week: string,
): Promise<{ social: Running; seconds: number; cpu: CloseCpu }> {
  const social = await start();
  const before = { social: social.cpu(), learning: learning.cpu() };
  try {
    const closed = await social.line(
      (l) => l.msg === 'league week closed' && l.week === week,
      CLOSE_TIMEOUT_MS,
    );
    const cpu = { social: social.cpu() - before.social, learning: learning.cpu() - before.learning };
    return { social, seconds: (closed.time! - social.listeningAt) / 1000, cpu };
  } catch (err) {
    await social.stop();
    throw err;
  }
}

/** A learner's wallet as svc-learning keeps it. */
type Balances = Map<string, number>;

/**
 * The exactly-once check: every cohort closed, one result per learner with the expected place and
 * reward, exactly the expected podium credits in the ledger (one per learner, the expected amount,
 * applied) and podium facts, and every balance equal to the sum of its applied ledger movements.
 */
async function checkExactlyOnce(
  social: Db,
  learning: Db,
  week: string,
  expected: Map<string, { position: number; reward: number; size: number }>,
  cohorts: number,
): Promise<{ problems: string[]; balances: Balances }> {
  const problems: string[] = [];
  const open = await social.collection('league_cohorts').countDocuments({ week, closed: false });
  const closed = await social.collection('league_cohorts').countDocuments({ week, closed: true });
  if (open !== 0 || closed !== cohorts) problems.push(`${open} cohorts open, ${closed} closed of ${cohorts}`);
  const results = await social
    .collection<{
      _id: string;
      userId: string;
      position: number;
      reward: number;
      cohortSize: number;
      paid: boolean;
    }>('league_results')
    .find({ week })
    .toArray();
  if (results.length !== expected.size)
    problems.push(`${results.length} results for ${expected.size} learners`);
  let wrongResults = 0;
  let unpaid = 0;
  for (const r of results) {
    const e = expected.get(r.userId);
    if (!e || e.position !== r.position || e.reward !== r.reward || e.size !== r.cohortSize) wrongResults++;
    if (r.reward > 0 && !r.paid) unpaid++;
  }
  if (wrongResults) problems.push(`${wrongResults} results with another place or reward than expected`);
  if (unpaid) problems.push(`${unpaid} podium results not marked paid`);

  const podium = new Map([...expected].filter(([, e]) => e.reward > 0));
  const prefix = `league-week:${week}:`;
  const credits = await learning
    .collection<{ _id: string; userId: string; amount: number; applied: boolean }>('ledger')
    .find({ _id: { $regex: `^${prefix}` } })
    .toArray();
  const credited = new Set<string>();
  let wrongCredits = 0;
  for (const c of credits) {
    const e = podium.get(c.userId);
    if (!e || e.reward !== c.amount || !c.applied || c._id !== prefix + c.userId || credited.has(c.userId))
      wrongCredits++;
    credited.add(c.userId);
  }
  if (credits.length !== podium.size || wrongCredits)
    problems.push(
      `${credits.length} podium credits (${wrongCredits} wrong) for ${podium.size} podium places`,
    );
  const facts = await learning
    .collection('socialFacts')
    .countDocuments({ fact: 'podiums', _id: { $regex: `^podium:${week}:` } } as never);
  if (facts !== podium.size) problems.push(`${facts} podium facts for ${podium.size} podium places`);

  // Every stone a learner holds came from an applied ledger movement, each counted once.
  const ledgerSum = new Map<string, number>();
  for await (const m of learning
    .collection<{ userId: string; amount: number }>('ledger')
    .find({ currency: 'spiceStones', applied: true }, { projection: { userId: 1, amount: 1 } }))
    ledgerSum.set(m.userId, (ledgerSum.get(m.userId) ?? 0) + m.amount);
  const balances: Balances = new Map();
  let offLedger = 0;
  for await (const p of learning
    .collection<{ _id: string; spiceStones?: number }>('progression')
    .find({}, { projection: { spiceStones: 1 } })) {
    const stones = p.spiceStones ?? 0;
    balances.set(p._id, stones);
    if (stones !== (ledgerSum.get(p._id) ?? 0)) offLedger++;
  }
  if (offLedger) problems.push(`${offLedger} balances differ from their ledger`);
  return { problems, balances };
}

/** Undo the first close's bookkeeping (not its payments), as if it crashed right after the credits. */
async function eraseBookkeeping(dir: string, week: string): Promise<void> {
  await withDatabase(dir, 'social', async (conn) => {
    await conn.collection('league_results').updateMany({ week }, { $set: { paid: false } });
    // Half the standings unwritten too: the second run records them again.
    await conn.collection('league_results').deleteMany({ week, position: { $gt: 15 } });
    await conn.collection('league_week_closes').deleteOne({ _id: week } as never);
    await conn.collection('league_cohorts').updateMany({ week }, { $set: { closed: false } });
  });
}

/** Runs the week-close bench: seed, close, check, close again, check. */
export async function runWeekCloseBench({
  learners = 100_000,
  workDir = path.join(ROOT, 'bench', 'results', 'week-close'),
  profile = false,
}: { learners?: number; workDir?: string; profile?: boolean } = {}): Promise<WeekCloseResult> {
  fs.rmSync(workDir, { recursive: true, force: true });
  const dirs = { learning: path.join(workDir, 'learning-db'), social: path.join(workDir, 'social-db') };
  fs.mkdirSync(dirs.learning, { recursive: true });
  fs.mkdirSync(dirs.social, { recursive: true });
  const profileDir = profile ? path.join(workDir, 'profiles') : undefined;
  const week = previousWeekKey(leagueWeekKey(new Date()));
  const members = Array.from({ length: learners }, (_, i) => member(i, week));
  const cohorts = Math.ceil(learners / LEAGUE_COHORT_SIZE);
  const expected = expectedStandings(members);

  const t0 = Date.now();
  await seed(dirs, members, week);
  console.log(
    `  seeded ${learners.toLocaleString('en-US')} learners in ${cohorts} cohorts of ${week} in ${Math.round((Date.now() - t0) / 1000)} s`,
  );

  const keys = keyPair();
  const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-week-close-keys-'));
  const shared = {
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_KEYS_DIR: keysDir,
    IDENTITY_URL: 'http://127.0.0.1:9',
  };
  const learning = await startService(
    'svc-learning',
    dirs.learning,
    shared,
    path.join(workDir, 'svc-learning.log'),
    profileDir && path.join(profileDir, 'svc-learning'),
  );
  const startSocial = () =>
    startService(
      'svc-social',
      dirs.social,
      { ...shared, LEARNING_URL: learning.url },
      path.join(workDir, 'svc-social.log'),
      profileDir && path.join(profileDir, 'svc-social'),
    );
  const learningClient = await MongoClient.connect(learning.tcpUri);
  try {
    const first = await timedClose(startSocial, learning, week);
    console.log(
      `  closed in ${first.seconds.toFixed(1)} s (CPU: svc-social ${first.cpu.social.toFixed(1)} s, svc-learning ${first.cpu.learning.toFixed(1)} s, each with its database)`,
    );
    let check: Awaited<ReturnType<typeof checkExactlyOnce>>;
    const socialClient = await MongoClient.connect(first.social.tcpUri);
    try {
      check = await checkExactlyOnce(
        socialClient.db('social'),
        learningClient.db('learning'),
        week,
        expected,
        cohorts,
      );
    } finally {
      await socialClient.close();
      await first.social.stop();
    }

    await eraseBookkeeping(dirs.social, week);
    const second = await timedClose(startSocial, learning, week);
    console.log(`  closed again (bookkeeping erased) in ${second.seconds.toFixed(1)} s`);
    const problems = check.problems.map((p) => `first close: ${p}`);
    const again = await MongoClient.connect(second.social.tcpUri);
    try {
      const recheck = await checkExactlyOnce(
        again.db('social'),
        learningClient.db('learning'),
        week,
        expected,
        cohorts,
      );
      problems.push(...recheck.problems.map((p) => `second close: ${p}`));
      let moved = 0;
      for (const [id, stones] of recheck.balances) if (check.balances.get(id) !== stones) moved++;
      if (moved || recheck.balances.size !== check.balances.size)
        problems.push(`second close: ${moved} balances changed`);
    } finally {
      await again.close();
      await second.social.stop();
    }
    return {
      learners,
      cohorts,
      seconds: first.seconds,
      cpu: first.cpu,
      replaySeconds: second.seconds,
      exactlyOnce: problems.length === 0,
      problems,
    };
  } finally {
    await learningClient.close();
    await learning.stop();
  }
}

/** The two figures `npm run bench` prints: the close's time against its limit, and the check. */
export function weekCloseFigures(r: WeekCloseResult): Array<{
  what: string;
  measured: string;
  target: string;
  ok: boolean;
}> {
  const size = `${r.learners.toLocaleString('en-US')} learners, ${r.cohorts.toLocaleString('en-US')} cohorts`;
  return [
    {
      what: `league week close (${size}; CPU: social ${r.cpu.social.toFixed(0)} s, learning ${r.cpu.learning.toFixed(0)} s)`,
      measured: `${r.seconds.toFixed(1)} s`,
      target: `≤ ${WEEK_CLOSE_LIMIT_S} s`,
      ok: r.seconds <= WEEK_CLOSE_LIMIT_S,
    },
    {
      what: `  paid exactly once (again after a crash, ${r.replaySeconds.toFixed(1)} s)`,
      measured: r.exactlyOnce ? 'yes' : `no: ${r.problems.join('; ')}`,
      target: 'yes',
      ok: r.exactlyOnce,
    },
  ];
}
