import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Progression } from '@fff/contracts';
import express from 'express';

/**
 * A stand-in for svc-learning at the network boundary: it answers the agreed /internal calls and
 * records what identity sent (the real wallet is tested in svc-learning).
 */
export async function startFakeLearning(port = 0) {
  const credits: Array<Record<string, unknown>> = [];
  const seen = new Set<string>();
  /** XP answered from now on (tests change it to see that identity does not keep old numbers). */
  let xp = 120;
  /** Completed lessons per learner (the referral bonus waits for them); none by default. */
  const lessons = new Map<string, number>();
  const lessonChecks = new Map<string, number>();
  const app = express();
  app.use(express.json());
  const progressionOf = (userId: string) =>
    ({
      userId,
      xp,
      prepXp: 100,
      flavorXp: 15,
      scienceXp: 5,
      level: 3,
      prestige: 0,
      hearts: 4,
      coins: 7,
      spiceStones: 260,
      streak: 2,
      longestStreak: 5,
      lastStreakDate: '2025-01-02',
      nextHeartAt: '2025-01-02T10:00:00.000Z',
      isMaxLevel: false,
      prestigeTitle: null,
    }) satisfies Progression;
  app.get('/internal/progression/:userId', (req, res) => {
    res.json(progressionOf(req.params.userId));
  });
  app.post('/internal/progression/batch', (req, res) => {
    res.json({ items: [...new Set<string>(req.body.userIds)].map(progressionOf) });
  });
  app.post('/internal/account-data/export', (req, res) => {
    lessonChecks.set(req.body.userId, (lessonChecks.get(req.body.userId) ?? 0) + 1);
    const done = lessons.get(req.body.userId) ?? 0;
    const completedLessons = Array.from({ length: done }, (_, i) => ({ lessonId: `lesson-${i + 1}` }));
    res.json({ sections: { progress: { completedLessons } } });
  });
  app.post('/internal/wallet/credit', (req, res) => {
    const applied = !seen.has(req.body.operationId);
    seen.add(req.body.operationId);
    if (applied) credits.push({ ...req.body, token: req.get('x-internal-token') });
    res.json({ applied, balance: 250 });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    credits,
    setXp: (value: number) => {
      xp = value;
    },
    setCompletedLessons: (userId: string, count: number) => lessons.set(userId, count),
    /** How often identity asked for this learner's completed lessons. */
    lessonChecks: (userId: string) => lessonChecks.get(userId) ?? 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
