// Daily quests (issue 38; the Spice Stones dialog's "+25 per daily challenge"): three a day, chosen
// by the server from the learner's id and their calendar day (so they roll over at the learner's own
// midnight and are the same on every device), each paying DAILY_QUEST_REWARD once, and a chest when
// all three are done.

/** What a quest counts on the learner's day. */
export type QuestMetric = 'lessons' | 'perfect' | 'xp' | 'streak';

/** One kind of daily quest. */
export interface QuestTemplate {
  id: string;
  metric: QuestMetric;
  target: number;
  title: string;
}

/** Every quest the server can choose, grouped by what it counts (one per group a day). */
export const QUEST_TEMPLATES: readonly QuestTemplate[] = Object.freeze([
  { id: 'lessons-2', metric: 'lessons', target: 2, title: 'Complete 2 lessons' },
  { id: 'lessons-3', metric: 'lessons', target: 3, title: 'Complete 3 lessons' },
  { id: 'perfect-1', metric: 'perfect', target: 1, title: 'Score 100% in a quiz' },
  { id: 'xp-30', metric: 'xp', target: 30, title: 'Earn 30 XP' },
  { id: 'xp-50', metric: 'xp', target: 50, title: 'Earn 50 XP' },
  { id: 'streak-1', metric: 'streak', target: 1, title: 'Keep your streak: pass a lesson today' },
]);

/** Quests a learner gets each day. */
export const DAILY_QUEST_COUNT = 3;
/** Spice Stones per daily quest completed (the Spice Stones dialog's "+25 per daily challenge"). */
export const DAILY_QUEST_REWARD = 25;
/** Spice Stones in the chest opened when all of the day's quests are done. */
export const DAILY_CHEST_REWARD = 20;

/** A small, stable string hash (FNV-1a): the same learner and day always choose the same quests. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const METRICS: readonly QuestMetric[] = ['lessons', 'perfect', 'xp', 'streak'];

/** The learner's quests on `day` ('YYYY-MM-DD' in their zone): three, each counting something else. */
export function questsForDay(userId: string, day: string): QuestTemplate[] {
  const seed = hash(`${userId}:${day}`);
  const skipped = METRICS[seed % METRICS.length];
  return METRICS.filter((m) => m !== skipped)
    .slice(0, DAILY_QUEST_COUNT)
    .map((metric, i) => {
      const options = QUEST_TEMPLATES.filter((t) => t.metric === metric);
      return options[hash(`${seed}:${i}`) % options.length];
    });
}

/** What a learner did on one day, as the quests count it. */
export type QuestCounters = Record<QuestMetric, number>;

/** A quest's progress, capped at its target. */
export function questProgress(quest: QuestTemplate, counters: Partial<QuestCounters>): number {
  return Math.min(quest.target, Math.max(0, counters[quest.metric] ?? 0));
}

/** The Spice Stones dialog's line for quests and the chest. */
export const DAILY_QUESTS_FACT = `+${DAILY_QUEST_REWARD} for each daily quest, and a chest of ${DAILY_CHEST_REWARD} when all ${DAILY_QUEST_COUNT} are done`;

/** Spice Stones the day's quests pay for these counters: each quest done, and the chest when all are. */
export function questStonesFor(userId: string, day: string, counters: Partial<QuestCounters>): number {
  const quests = questsForDay(userId, day);
  const done = quests.filter((q) => questProgress(q, counters) >= q.target).length;
  return done * DAILY_QUEST_REWARD + (done === quests.length ? DAILY_CHEST_REWARD : 0);
}
