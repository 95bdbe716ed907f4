import {
  walletCreditBatchRequestSchema,
  socialFactRequestSchema,
  progressionBatchRequestSchema,
  progressionCardsResponseSchema,
  progressionSchema,
  userBatchRequestSchema,
  userBatchResponseSchema,
  walletCreditRequestSchema,
  weeklyXpRequestSchema,
  type Progression,
  type SocialFactRequest,
  type WalletCreditRequest,
  type UserSummary,
} from '@fff/contracts';
import { devInternalToken } from '@fff/service-kit';
import express, { type Express } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/**
 * Network-boundary stand-ins for svc-learning and svc-identity: tiny servers answering exactly
 * the agreed /internal contracts (requests and answers checked against @fff/contracts), so the
 * league tests do not start the real, heavy services. `failWith` makes every call answer that status.
 */
export interface FakeService {
  url: string;
  failWith?: number;
  calls: string[];
  close(): Promise<void>;
}

async function listen(app: Express, fake: Omit<FakeService, 'url' | 'close'>): Promise<FakeService> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function baseApp(fake: Omit<FakeService, 'url' | 'close'>): Express {
  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    fake.calls.push(`${req.method} ${req.path}`);
    // Social calls as itself, with its own (development) credential.
    const social = req.headers['x-internal-caller'] === 'social';
    if (!social || req.headers['x-internal-token'] !== devInternalToken('social'))
      return void res.status(401).json({ error: 'unauthorized' });
    if (fake.failWith) return void res.status(fake.failWith).json({ error: 'unavailable' });
    next();
  });
  return app;
}

/** XP of a fake learner; the rest of the progression gets the defaults of a new learner. */
export type FakeXp = Pick<Progression, 'prepXp' | 'flavorXp' | 'scienceXp'>;

const progressionOf = (userId: string, xp: FakeXp | undefined): Progression =>
  progressionSchema.parse({
    userId,
    level: 1,
    prestige: 0,
    hearts: 5,
    coins: 0,
    spiceStones: 0,
    streak: 0,
    longestStreak: 0,
    lastStreakDate: null,
    nextHeartAt: null,
    isMaxLevel: false,
    prestigeTitle: null,
    prepXp: 0,
    flavorXp: 0,
    scienceXp: 0,
    ...xp,
    xp: xp ? xp.prepXp + xp.flavorXp + xp.scienceXp : 0,
  });

/** Key of a learner's XP in one league week in the fake's `weekly` map. */
export const weekKeyOf = (userId: string, week: string) => `${userId}@${week}`;

/**
 * A fake svc-learning holding learners' lifetime XP in `xp`, the XP they earned per league week in
 * `weekly` (see weekKeyOf), the wallet credits it applied in `credits` and the social facts it was told
 * in `facts` (each once per operationId).
 */
export async function startFakeLearning(): Promise<
  FakeService & {
    xp: Map<string, FakeXp>;
    weekly: Map<string, FakeXp>;
    credits: WalletCreditRequest[];
    facts: SocialFactRequest[];
  }
> {
  const fake = {
    calls: [] as string[],
    xp: new Map<string, FakeXp>(),
    weekly: new Map<string, FakeXp>(),
    credits: [] as WalletCreditRequest[],
    facts: [] as SocialFactRequest[],
    failWith: undefined as number | undefined,
  };
  const app = baseApp(fake);
  app.post('/internal/progression/weekly', (req, res) => {
    const { userIds, week } = weeklyXpRequestSchema.parse(req.body);
    const none = { prepXp: 0, flavorXp: 0, scienceXp: 0 };
    const items = [...new Set(userIds)].map((userId) => {
      const { xp, prepXp, flavorXp, scienceXp } = progressionOf(userId, fake.xp.get(userId));
      return {
        userId,
        week,
        xp,
        prepXp,
        flavorXp,
        scienceXp,
        weekly: fake.weekly.get(weekKeyOf(userId, week)) ?? none,
      };
    });
    res.json({ items });
  });
  app.post('/internal/wallet/credit', (req, res) => {
    const credit = walletCreditRequestSchema.parse(req.body);
    const applied = !fake.credits.some((c) => c.operationId === credit.operationId);
    if (applied) fake.credits.push(credit);
    res.json({ applied, balance: 0 });
  });
  app.post('/internal/wallet/credit-batch', (req, res) => {
    const { credits } = walletCreditBatchRequestSchema.parse(req.body);
    const results = credits.map(({ podiumFactId, ...credit }) => {
      const applied = !fake.credits.some((c) => c.operationId === credit.operationId);
      if (applied) fake.credits.push(credit);
      if (podiumFactId && !fake.facts.some((f) => f.operationId === podiumFactId))
        fake.facts.push({ userId: credit.userId, fact: 'podiums', operationId: podiumFactId });
      return { operationId: credit.operationId, outcome: applied ? 'applied' : 'duplicate' };
    });
    res.json({ results });
  });
  app.post('/internal/achievements/social', (req, res) => {
    const fact = socialFactRequestSchema.parse(req.body);
    const applied = !fake.facts.some((f) => f.operationId === fact.operationId);
    if (applied) fake.facts.push(fact);
    res.json({ applied, unlocked: [] });
  });
  app.get('/internal/progression/:userId', (req, res) => {
    res.json(progressionOf(req.params.userId, fake.xp.get(req.params.userId)));
  });
  app.post('/internal/progression/cards', (req, res) => {
    const { userIds } = progressionBatchRequestSchema.parse(req.body);
    const items = [...new Set(userIds)].map((id) => {
      const { xp, level, streak, spiceStones } = progressionOf(id, fake.xp.get(id));
      return { userId: id, xp, level, streak, spiceStones };
    });
    res.json(progressionCardsResponseSchema.parse({ items }));
  });
  return Object.assign(fake, await listen(app, fake));
}

/** A fake svc-identity knowing the users in `users`. */
export async function startFakeIdentity(): Promise<FakeService & { users: Map<string, UserSummary> }> {
  const fake = {
    calls: [] as string[],
    users: new Map<string, UserSummary>(),
    failWith: undefined as number | undefined,
  };
  const app = baseApp(fake);
  app.post('/internal/users/batch', (req, res) => {
    const { userIds } = userBatchRequestSchema.parse(req.body);
    const items = userIds.flatMap((id) => fake.users.get(id) ?? []);
    res.json(userBatchResponseSchema.parse({ items }));
  });
  return Object.assign(fake, await listen(app, fake));
}

/** A URL where nothing listens: a port that was just free. */
export async function closedPortUrl(): Promise<string> {
  const fake = await listen(express(), { calls: [] });
  await fake.close();
  return fake.url;
}
