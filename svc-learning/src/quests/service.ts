// Daily quests (packages/domain daily-quests.ts): the learner's day counts passed lessons, perfect
// quizzes, XP and the streak day; each quest done pays DAILY_QUEST_REWARD and all of them the chest,
// through the wallet with one operation id per learner, day and quest, so nothing is paid twice.
import type { DailyQuestsResponse } from '@fff/contracts';
import {
  DAILY_CHEST_REWARD,
  DAILY_QUEST_REWARD,
  questProgress,
  questsForDay,
  type QuestTemplate,
} from '@fff/domain';
import { credit } from '../wallet/service';
import { countOnce, countersOn } from './repository';

/** What a passed lesson adds to the learner's day. */
export interface PassedLesson {
  userId: string;
  /** The learner's calendar day of the completion. */
  day: string;
  /** Unique per completion attempt (a retry of the same attempt carries the same id). */
  operationId: string;
  xpEarned: number;
  score: number;
}

const questOp = (userId: string, day: string, quest: QuestTemplate) => `quest:${userId}:${day}:${quest.id}`;
const chestOp = (userId: string, day: string) => `quest-chest:${userId}:${day}`;

/** Pay every quest done on `day` and the chest when all are; returns what this call paid. */
async function payDone(userId: string, day: string): Promise<{ view: DailyQuestsResponse; paid: number }> {
  const counters = await countersOn(userId, day);
  const quests = questsForDay(userId, day);
  let paid = 0;
  const rows = [];
  for (const quest of quests) {
    const progress = questProgress(quest, counters);
    const done = progress >= quest.target;
    if (done) {
      const res = await credit({
        userId,
        currency: 'spiceStones',
        amount: DAILY_QUEST_REWARD,
        reason: `Daily quest: ${quest.title}`,
        operationId: questOp(userId, day, quest),
      });
      if (res.applied) paid += DAILY_QUEST_REWARD;
    }
    rows.push({
      id: quest.id,
      title: quest.title,
      target: quest.target,
      progress,
      done,
      reward: DAILY_QUEST_REWARD,
    });
  }
  const opened = rows.every((q) => q.done);
  if (opened) {
    const res = await credit({
      userId,
      currency: 'spiceStones',
      amount: DAILY_CHEST_REWARD,
      reason: 'Daily quest chest',
      operationId: chestOp(userId, day),
    });
    if (res.applied) paid += DAILY_CHEST_REWARD;
  }
  return { view: { day, quests: rows, chest: { reward: DAILY_CHEST_REWARD, opened } }, paid };
}

/** Count a passed lesson for the day's quests and pay what it completed (completion's hook). */
export async function countPassedLesson(lesson: PassedLesson): Promise<number> {
  await countOnce(lesson.userId, lesson.day, lesson.operationId, {
    lessons: 1,
    perfect: lesson.score === 100 ? 1 : 0,
    xp: lesson.xpEarned,
    streak: 1,
  });
  return (await payDone(lesson.userId, lesson.day)).paid;
}

/** The learner's quests on `day`; also pays anything done but not yet paid (a crash in between). */
export async function dailyQuests(userId: string, day: string): Promise<DailyQuestsResponse> {
  return (await payDone(userId, day)).view;
}
