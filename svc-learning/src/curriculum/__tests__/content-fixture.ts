import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const lesson = (id: string) => ({
  id,
  title: `Lesson ${id}`,
  description: 'A short lesson',
  learningOutcome: 'You can do the thing',
  xpType: 'prep',
  type: 'normal',
  content: {
    intro: { character: 'Chef Chilli', greeting: 'Hi!', description: 'Let us begin' },
    core_content: { tools: [{ name: 'Knife', description: 'Sharp' }] },
    quiz: [0, 1, 2].map((n) => ({
      question: `Q${n}?`,
      options: ['a', 'b'],
      correct: 0,
      feedback: ['yes', 'no'],
    })),
    completion: { message: 'Done!', character_action: 'cheers' },
  },
});

export const moduleFile = (id: string, lessonIds: string[], level = 'beginner') => ({
  id,
  title: `Module ${id}`,
  description: `About ${id}`,
  level,
  lessons: lessonIds.map(lesson),
});

/** A small curriculum: 2 levels, 3 tracks (one coming soon), 3 modules. */
export function curriculumIndex(version = 1) {
  return {
    version,
    levels: [
      {
        id: 'level-2',
        order: 2,
        title: 'Heat',
        description: 'Cooking with heat',
        mascotDescription: 'Chef Inferno',
        mascot: 'chef-inferno',
        tracks: [
          {
            id: 'fire',
            letter: 'A',
            title: 'Fire',
            description: 'Flames',
            mascot: 'chef-inferno',
            comingSoon: true,
            modules: ['searing'],
          },
        ],
      },
      {
        id: 'level-1',
        order: 1,
        title: 'Prep School',
        description: 'The basics',
        mascotDescription: 'Chef Chilli',
        mascot: 'chef-chilli',
        tracks: [
          {
            id: 'safety',
            letter: 'A',
            title: 'Safety',
            description: 'Stay safe',
            mascot: 'chef-chilli',
            modules: ['knife-safety', 'hygiene'],
          },
          {
            id: 'knives',
            letter: 'B',
            title: 'Knives',
            description: 'Cut well',
            mascot: 'chef-chilli',
            comingSoon: false,
            modules: [],
          },
        ],
      },
    ],
  };
}

/** Write a content folder (curriculum.json + modules/*.json) to a fresh temp dir and return its path. */
export function writeContent(
  index: unknown = curriculumIndex(),
  modules: unknown[] = [
    moduleFile('knife-safety', ['grip', 'claw', 'carry']),
    moduleFile('hygiene', ['wash-hands']),
    moduleFile('searing', ['pan-heat', 'sear-meat'], 'intermediate'),
  ],
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-content-'));
  fs.mkdirSync(path.join(dir, 'modules'));
  fs.writeFileSync(path.join(dir, 'curriculum.json'), JSON.stringify(index));
  for (const mod of modules) {
    fs.writeFileSync(path.join(dir, 'modules', `${(mod as { id: string }).id}.json`), JSON.stringify(mod));
  }
  return dir;
}
