import { dailyQuestsResponseSchema } from '@fff/contracts';
import { DAILY_CHEST_REWARD, DAILY_QUEST_REWARD, QUEST_TEMPLATES, questsForDay } from '@fff/domain';
import { learner } from '../../__tests__/learner';
import { testApp } from '../../__tests__/test-app';
import { useLearningDatabase } from '../../__tests__/use-test-app';
import { ProgressionModel } from '../../progression/model';
import { LedgerModel } from '../../wallet/model';
import { countPassedLesson } from '../service';

useLearningDatabase();
const app = testApp();
const ZONE = 'Asia/Tokyo'; // UTC+9: its midnight is 15:00 UTC

// The test clock: only Date is faked, so the database driver's timers keep running.
const setClock = (iso: string) => {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(new Date(iso));
};
afterEach(() => jest.useRealTimers());

const stones = async (userId: string) => (await ProgressionModel.findById(userId).lean())?.spiceStones ?? 0;
const pass = (userId: string, day: string, op: string, xpEarned = 15, score = 100) =>
  countPassedLesson({ userId, day, operationId: op, xpEarned, score });

describe('daily quests', () => {
  it("when the learner's midnight passes, then the quests roll over to the new day with no progress", async () => {
    const me = learner(app, { timeZone: ZONE });
    await pass(me.userId, '2026-03-01', 'a');

    setClock('2026-03-01T14:59:00Z'); // 23:59 in Tokyo
    const before = dailyQuestsResponseSchema.parse((await me.get('/api/quests')).body);
    setClock('2026-03-01T15:01:00Z'); // 00:01 the next day in Tokyo
    const after = dailyQuestsResponseSchema.parse((await me.get('/api/quests')).body);

    expect(before.day).toBe('2026-03-01');
    expect(before.quests.some((q) => q.progress > 0)).toBe(true);
    expect(after.day).toBe('2026-03-02');
    expect(after.quests.map((q) => q.id)).toEqual(questsForDay(me.userId, '2026-03-02').map((q) => q.id));
    expect(after.quests.every((q) => q.progress === 0 && !q.done)).toBe(true);
  });

  it('when every quest is done, then each pays its reward once and the chest opens once, whatever is retried', async () => {
    const me = learner(app, { timeZone: ZONE });
    const day = '2026-03-05';
    for (const op of ['l1', 'l2', 'l3', 'l4']) await pass(me.userId, day, op);
    await pass(me.userId, day, 'l4'); // a retried hook counts nothing
    setClock('2026-03-05T03:00:00Z');

    const view = dailyQuestsResponseSchema.parse((await me.get('/api/quests')).body);
    await me.get('/api/quests');

    expect(view.quests.every((q) => q.done)).toBe(true);
    expect(view.chest).toEqual({ reward: DAILY_CHEST_REWARD, opened: true });
    expect(await stones(me.userId)).toBe(3 * DAILY_QUEST_REWARD + DAILY_CHEST_REWARD);
    expect(await LedgerModel.countDocuments({ userId: me.userId })).toBe(4);
  });

  it('when one lesson with 70 % is passed, then each quest shows what it counted and only finished ones pay', async () => {
    const me = learner(app, { timeZone: ZONE });
    setClock('2026-03-07T03:00:00Z');
    await pass(me.userId, '2026-03-07', 'low', 10, 70);

    const view = dailyQuestsResponseSchema.parse((await me.get('/api/quests')).body);

    const counted: Record<string, number> = { lessons: 1, perfect: 0, xp: 10, streak: 1 };
    for (const quest of view.quests) {
      const template = QUEST_TEMPLATES.find((t) => t.id === quest.id)!;
      expect(quest.progress).toBe(Math.min(template.target, counted[template.metric]));
    }
    const done = view.quests.filter((q) => q.done).length;
    expect(done).toBeLessThan(3);
    expect(view.chest.opened).toBe(false);
    expect(await stones(me.userId)).toBe(done * DAILY_QUEST_REWARD);
  });
});
