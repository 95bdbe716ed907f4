import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LESSON_XP_HIGH } from '../../packages/domain/src/learning/rewards';
import {
  herbBadgesText,
  themeBonusText,
  type WeeklyTheme,
} from '../../packages/domain/src/social/weekly-theme';
import { LessonPlayerPage, authoredModule } from '../pages/learn';
import { apiToken, createVerifiedDeveloper, signInAs } from '../support/learners';

// The theme in force is svc-learning's answer for this week (the rotation of packages/domain). The
// test picks, from the authored content, a lesson the theme acts on, passes it perfectly and reads
// what was paid: whichever week it runs in, it checks that week's theme.
const CONTENT = path.resolve(__dirname, '..', '..', 'svc-learning', 'content');

interface Curriculum {
  levels: Array<{ tracks: Array<{ comingSoon?: boolean; modules: string[] }> }>;
}
type Module = ReturnType<typeof authoredModule> & { tags?: string[] };
type Lesson = Module['lessons'][number] & { xpType: string; tags?: string[] };

/** Every open lesson with its module's tags (the seed gives a lesson its module's tags). */
function openLessons(): Array<{ lesson: Lesson; tags: string[] }> {
  const index = JSON.parse(fs.readFileSync(path.join(CONTENT, 'curriculum.json'), 'utf8')) as Curriculum;
  const ids = index.levels.flatMap((l) => l.tracks.filter((t) => !t.comingSoon).flatMap((t) => t.modules));
  return ids
    .filter((id) => fs.existsSync(path.join(CONTENT, 'modules', `${id}.json`)))
    .flatMap((id) => {
      const mod = authoredModule(id) as Module;
      return (mod.lessons as Lesson[]).map((lesson) => ({
        lesson,
        tags: [...(mod.tags ?? []), ...(lesson.tags ?? [])],
      }));
    });
}

/** A lesson the theme multiplies or counts. */
function lessonFor(theme: WeeklyTheme): Lesson {
  const found = openLessons().find(({ lesson, tags }) => {
    if (theme.counts === 'herbs') return tags.includes('herbs');
    switch (theme.multiplier?.applies) {
      case 'eggs':
        return tags.includes('eggs');
      case 'visual':
        return lesson.content.quiz.some((q) => ((q as { pictures?: unknown[] }).pictures ?? []).length > 0);
      default:
        return lesson.xpType === theme.multiplier?.applies;
    }
  });
  if (!found) throw new Error(`No open lesson for the theme ${theme.id}`);
  return found.lesson;
}

test.describe('a weekly theme week', () => {
  test('Learn and the league say what the theme does, and passing a themed lesson pays it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const learner = await createVerifiedDeveloper(page.request);
    await signInAs(page, learner, '/');
    const headers = { Authorization: `Bearer ${await apiToken(page)}` };
    const week = (await (await page.request.get('/api/weekly-theme', { headers })).json()) as {
      theme: WeeklyTheme;
    };
    const { theme } = week;

    const card = page.getByRole('region', { name: `This week: ${theme.name}` });
    await expect(card).toContainText(theme.bonusLabel);
    await expect(card).toContainText(theme.bonus);

    const lesson = lessonFor(theme);
    await page.goto(`/lesson/${lesson.id}`);
    const player = new LessonPlayerPage(page);
    await player.answerAll(lesson.content.quiz, 'correct');
    const summary = player.summary();
    await expect(summary.getByRole('heading', { name: 'Perfect score! Lesson passed' })).toBeVisible();
    const factor = theme.multiplier?.factor ?? 1;
    await expect(summary).toContainText(`XP earned+${LESSON_XP_HIGH * factor} XP`);
    if (theme.multiplier) await expect(summary).toContainText(themeBonusText(theme.name, factor));

    // The league score is the XP paid this week (this learner's only lesson).
    await page.goto('/league');
    const league = page.getByRole('region', { name: 'Current league' });
    await expect(league).toContainText(`${LESSON_XP_HIGH * factor} points this week`);
    await expect(page.getByRole('heading', { name: theme.name })).toBeVisible();
    await expect(page.getByText(theme.bonus)).toBeVisible();
    if (theme.counts === 'herbs') {
      await expect(league.getByTestId('herb-badges')).toHaveText(
        new RegExp(herbBadgesText(1 + lesson.content.quiz.length)),
      );
    }
  });
});
