import { DAILY_QUEST_COUNT, QUEST_TEMPLATES, questProgress, questsForDay } from '../daily-quests';

describe('daily quests', () => {
  it('when quests are chosen for a learner and day, then there are three, each counting something else, and the same each time', () => {
    const quests = questsForDay('learner-1', '2026-03-01');
    expect(quests).toHaveLength(DAILY_QUEST_COUNT);
    expect(new Set(quests.map((q) => q.metric)).size).toBe(DAILY_QUEST_COUNT);
    expect(questsForDay('learner-1', '2026-03-01')).toEqual(quests);
  });

  it('when many days pass, then every quest kind is chosen sometimes', () => {
    const seen = new Set<string>();
    for (let d = 1; d <= 28; d++) {
      for (const q of questsForDay('learner-2', `2026-02-${String(d).padStart(2, '0')}`)) seen.add(q.id);
    }
    expect([...seen].sort()).toEqual(QUEST_TEMPLATES.map((t) => t.id).sort());
  });

  it('when progress passes the target, then it is capped at the target', () => {
    const xp = QUEST_TEMPLATES.find((t) => t.id === 'xp-30')!;
    expect(questProgress(xp, { xp: 45 })).toBe(30);
    expect(questProgress(xp, {})).toBe(0);
  });
});
